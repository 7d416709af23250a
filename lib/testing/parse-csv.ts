// RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF.
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') quoted = false;
    else if (quoted) field += char;
    else if (char === '"') quoted = true;
    else if (char === ",") endField();
    else if (char === "\r" && text[i + 1] === "\n") {
      endField();
      records.push(record);
      record = [];
      i++;
    } else field += char;
  }
  if (field || record.length) throw new Error("the last record does not end with CRLF");
  return records;
}

// A CSV answer as objects keyed by its header row.
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}

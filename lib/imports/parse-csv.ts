// RFC 4180 CSV: comma-separated, CRLF or LF between records, fields quoted with " and "" for a quote inside.
// A record is one spreadsheet row even when a quoted field spans lines, so `row` counts records (the header is 1).

export type CsvRecord = { row: number; fields: string[] };

export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    readonly issue: string,
  ) {
    super(`CSV row ${row}: ${issue}`);
    this.name = "CsvSyntaxError";
  }
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let row = 1;
  let index = 0;
  const length = source.length;
  const endRecord = () => {
    // A blank line is a row of the spreadsheet too, with nothing in it.
    if (!(fields.length === 1 && fields[0] === "")) records.push({ row, fields });
    fields = [];
    row += 1;
  };
  while (index < length) {
    let value: string;
    if (source.charCodeAt(index) === QUOTE) {
      const startRow = row;
      let parts = "";
      let from = index + 1;
      for (;;) {
        const close = source.indexOf('"', from);
        if (close === -1) throw new CsvSyntaxError(startRow, "a quoted field is never closed");
        parts += source.slice(from, close);
        if (source.charCodeAt(close + 1) === QUOTE) {
          parts += '"';
          from = close + 2;
          continue;
        }
        index = close + 1;
        break;
      }
      value = parts;
      const next = source.charCodeAt(index);
      if (index < length && next !== COMMA && next !== CR && next !== LF)
        throw new CsvSyntaxError(startRow, "text follows a closing quote");
    } else {
      let end = index;
      while (end < length) {
        const code = source.charCodeAt(end);
        if (code === COMMA || code === CR || code === LF) break;
        if (code === QUOTE) throw new CsvSyntaxError(row, "a quote inside a field that does not start with one");
        end += 1;
      }
      value = source.slice(index, end);
      index = end;
    }
    fields.push(value);
    if (index >= length) break;
    const code = source.charCodeAt(index);
    if (code === COMMA) {
      index += 1;
      // A trailing comma ends the record with an empty last field.
      if (index >= length || source.charCodeAt(index) === CR || source.charCodeAt(index) === LF) fields.push("");
      if (index < length && source.charCodeAt(index) !== CR && source.charCodeAt(index) !== LF) continue;
    }
    if (index < length && source.charCodeAt(index) === CR) index += 1;
    if (index < length && source.charCodeAt(index) === LF) index += 1;
    endRecord();
  }
  if (fields.length) endRecord();
  return records;
}

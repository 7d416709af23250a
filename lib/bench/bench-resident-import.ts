export type ImportFigures = {
  rows: number;
  kib: number;
  firstMs: number;
  againMs: number;
  created: number;
  unchanged: number;
};

async function post(baseUrl: string, apiKey: string, csv: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/imports/residents`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "text/csv" },
    body: csv,
  });
  const body = await response.json();
  if (response.status !== 200 || !body.data.import.applied)
    throw new Error(`The import answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return { ms: performance.now() - started, result: body.data.import as { created: number; unchanged: number } };
}

// A 10,000-row rent roll imported into a fresh building, then the same file again (every row unchanged).
export async function benchResidentImport(options: {
  baseUrl: string;
  apiKey: string;
  propertyName: string;
  rows: number;
}): Promise<ImportFigures> {
  const tag = Date.now().toString(36);
  const lines = Array.from({ length: options.rows }, (_, index) =>
    [
      `"${options.propertyName}"`,
      `B${Math.floor(index / 2) + 1}`,
      `bench-${index}-${tag}@example.test`,
      `Bench Resident ${index}`,
      `+1500555${String(index % 10_000).padStart(4, "0")}`,
      "resident",
      String(Math.floor(index / 40) + 1),
      "2026-01-01",
      "",
    ].join(","),
  );
  const csv = `property,unit,email,name,phone,role,floor,moveIn,moveOut\n${lines.join("\n")}\n`;
  const first = await post(options.baseUrl, options.apiKey, csv);
  const again = await post(options.baseUrl, options.apiKey, csv);
  return {
    rows: options.rows,
    kib: Math.round(Buffer.byteLength(csv) / 1024),
    firstMs: Math.round(first.ms),
    againMs: Math.round(again.ms),
    created: first.result.created,
    unchanged: again.result.unchanged,
  };
}

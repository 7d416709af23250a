// Cells a spreadsheet would run as a formula start with one of these (OWASP's list, with tab and carriage return).
const FORMULA_START = /^[=+\-@\t\r]/;

// One CSV cell: text a spreadsheet would take for a formula gets a leading ', and any cell holding a comma, a quote or a
// line break is quoted with its quotes doubled (RFC 4180). Objects are written as JSON, null as an empty cell.
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (typeof value !== "number" && typeof value !== "boolean" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// One CSV record, ended with CRLF as RFC 4180 asks.
export const csvRow = (values: unknown[]) => `${values.map(csvCell).join(",")}\r\n`;

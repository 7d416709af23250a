import { ApiError } from "../http/error-codes";
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  OPTIONAL_IMPORT_COLUMNS,
  residentRowSchema,
  type ImportColumn,
  type ImportError,
  type ResidentRow,
} from "./import-schemas";
import { CsvSyntaxError, parseCsv, type CsvRecord } from "./parse-csv";
import { movesInOrder } from "../units/membership-dates";

const KNOWN = new Map<string, ImportColumn>(
  [...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS].map((column) => [column.toLowerCase(), column]),
);

function readCsv(text: string): CsvRecord[] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw new ApiError("VALIDATION_ERROR", `The CSV is malformed at row ${error.row}: ${error.issue}`, [
      { field: `row ${error.row}`, issue: error.issue },
    ]);
  }
}

// The header names the columns, in any order and case; a file without every required column is refused whole.
function readHeader(header: CsvRecord | undefined): ImportColumn[] {
  if (!header)
    throw new ApiError("VALIDATION_ERROR", "The CSV is empty", [
      { field: "row 1", issue: `a header row is required: ${IMPORT_COLUMNS.join(",")}` },
    ]);
  const columns = header.fields.map((name) => KNOWN.get(name.trim().toLowerCase()));
  const issues = header.fields.flatMap((name, index) =>
    columns[index] ? [] : [{ field: name || `column ${index + 1}`, issue: "unknown column" }],
  );
  for (const column of IMPORT_COLUMNS)
    if (!columns.includes(column)) issues.push({ field: column, issue: "missing column" });
  for (const column of new Set(columns))
    if (column && columns.filter((c) => c === column).length > 1)
      issues.push({ field: column, issue: "column given twice" });
  if (issues.length) throw new ApiError("VALIDATION_ERROR", "The CSV header does not fit the import", issues);
  return columns as ImportColumn[];
}

function readRow(record: CsvRecord, columns: ImportColumn[]): ResidentRow | ImportError[] {
  const { row, fields } = record;
  if (fields.length !== columns.length)
    return [{ row, field: "(row)", issue: `has ${fields.length} fields; the header has ${columns.length}` }];
  const parsed = residentRowSchema.safeParse(
    Object.fromEntries(columns.map((column, index) => [column, fields[index]])),
  );
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({ row, field: String(issue.path[0] ?? "(row)"), issue: issue.message }));
  const { moveIn, moveOut } = parsed.data;
  if (!movesInOrder(moveIn, moveOut))
    return [{ row, field: "moveOut", issue: `must be after the move-in date, ${moveIn}` }];
  return { ...parsed.data, row };
}

// Parses and checks every row that needs no database; one resident per email in a file.
export function readResidentRows(text: string): {
  columns: ImportColumn[];
  rows: ResidentRow[];
  errors: ImportError[];
} {
  const [header, ...records] = readCsv(text);
  const columns = readHeader(header);
  if (records.length > IMPORT_MAX_ROWS) {
    throw new ApiError(
      "VALIDATION_ERROR",
      `The CSV has ${records.length} rows; an import takes at most ${IMPORT_MAX_ROWS}`,
      [{ field: "(body)", issue: `at most ${IMPORT_MAX_ROWS} rows` }],
    );
  }
  const rows: ResidentRow[] = [];
  const errors: ImportError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const record of records) {
    const result = readRow(record, columns);
    if (Array.isArray(result)) {
      errors.push(...result);
      continue;
    }
    const first = firstRowOf.get(result.email);
    if (first !== undefined) {
      errors.push({ row: result.row, field: "email", issue: `duplicate of row ${first}` });
      continue;
    }
    firstRowOf.set(result.email, result.row);
    rows.push(result);
  }
  return { columns, rows, errors };
}

import { adminOperation } from "../framework/admin-operation";
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, importResidentsQuery, importResultSchema } from "./import-schemas";

export const importResidentsOperation = adminOperation({
  method: "post",
  path: "/api/admin/imports/residents",
  resource: "users",
  summary: "Import residents from a CSV rent roll",
  description: [
    `A text/csv body (at most 5 MiB and ${IMPORT_MAX_ROWS.toLocaleString("en")} rows) with a header row naming the columns ${IMPORT_COLUMNS.join(", ")} and optionally floor, moveIn, moveOut (YYYY-MM-DD), in any order.`,
    "property is a property name of the tenant; a unit it does not have yet is created (directory code = label, floor from the file), which also requires the scope units:write.",
    "Residents are matched by email: a new one is created (status invited), a known one gets the file's name, phone and role and the unit is added to their units; other units are kept.",
    "Every row is checked first; errors list each bad field with its row as a spreadsheet counts (the header is row 1), and an email used twice in the file is an error.",
    "Nothing is written unless every row is valid (applied: false otherwise), and all of it is written in one transaction; dryRun=1 only reports. Importing the same file again reports every row unchanged.",
    "Malformed CSV (an unclosed quote) is 400 VALIDATION_ERROR naming the row.",
  ].join(" "),
  scope: "users:write",
  query: importResidentsQuery,
  rawBody: { contentType: "text/csv", description: "the rent roll, UTF-8, RFC 4180 quoting" },
  response: { status: 200, shape: "B", key: "import", item: importResultSchema },
  errors: ["NOT_FOUND", "CONFLICT"],
  example: (ids) => ({
    query: { tenantId: ids.tenantId },
    body: `property,unit,email,name,phone,role\n"${ids.propertyName ?? ""}",1A,import-${ids.userId}@example.test,Imported Resident,+15005550100,resident\n`,
  }),
});

export const importOperations = [importResidentsOperation];

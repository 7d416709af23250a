import { adminRoute } from "@/lib/framework/admin-route";
import { envelope } from "@/lib/http/respond";
import { readCsvBody } from "@/lib/http/read-csv-body";
import { importResidents } from "@/lib/imports/import-residents";
import { IMPORT_MAX_BYTES } from "@/lib/imports/import-schemas";
import { importResidentsOperation } from "@/lib/imports/import-operations";

export const POST = adminRoute(importResidentsOperation, async ({ principal, query, request }) =>
  envelope("import", await importResidents(principal, query, await readCsvBody(request, IMPORT_MAX_BYTES))),
);

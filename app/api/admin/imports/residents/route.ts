import { adminRoute } from "@/lib/framework/admin-route";
import { envelope } from "@/lib/http/respond";
import { readCsvBody } from "@/lib/http/read-csv-body";
import { importResidents } from "@/lib/imports/import-residents";
import { IMPORT_MAX_BYTES } from "@/lib/imports/import-schemas";
import { importResidentsOperation } from "@/lib/imports/import-operations";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const POST = adminRoute(importResidentsOperation, async ({ principal, query, request }) =>
  envelope("import", await importResidents(principal, query, await readCsvBody(request, IMPORT_MAX_BYTES))),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = refuseOtherMethods({ POST });

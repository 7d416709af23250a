import { format } from "prettier";
import { renderRouteTable } from "./route-table";

// Prints the README's role table, padded as the formatter keeps it; the role-table test fails when the README's copy is stale.
format(renderRouteTable(), { parser: "markdown", printWidth: 120 }).then((table) => process.stdout.write(table));

import { renderRouteTable } from "./route-table";

// Prints the README's role table; the role-table test fails when the README's copy is stale.
console.log(renderRouteTable());

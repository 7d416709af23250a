import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../testing/test-database";
import { adminRouteAccess, identityRoutes, serviceRoutes } from "./route-table";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

// Every route of the table with the methods it serves.
const served = new Map<string, Set<string>>();
for (const { method, path: route } of [...adminRouteAccess(), ...identityRoutes, ...serviceRoutes])
  served.set(route, (served.get(route) ?? new Set()).add(method));
const allowOf = (methods: Set<string>) =>
  [...methods, ...(methods.has("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
const urlOf = (route: string) => `${baseUrl()}${route.replace(/\{[^}]+\}/g, "x1")}`;

// The route files under app/, as table paths; catch-alls that only answer 404 are no routes.
function routeFiles(folder = "app", prefix = ""): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory())
      return entry.name === "route.ts" && !readFileSync(path.join(folder, entry.name), "utf8").includes("unknownRoute")
        ? [prefix || "/"]
        : [];
    return routeFiles(path.join(folder, entry.name), `${prefix}/${entry.name.replace(/^\[(.+)\]$/, "{$1}")}`);
  });
}

describe("a method a route does not serve", () => {
  it("every route file is in the route table", () => {
    const paths = [...served.keys()].map((route) => route.replace(/\{[^}]+\}/g, "{}"));
    for (const file of routeFiles()) {
      const pattern = file.replace(/\{\.\.\.[^}]+\}$/, "").replace(/\{[^}]+\}/g, "{}");
      expect(
        paths.some((route) => (file.includes("{...") ? route.startsWith(pattern) : route === pattern)),
        file,
      ).toBe(true);
    }
  });

  it.each([...served].map(([route, methods]) => [route, methods] as const))(
    "%s answers 405 in the error shape with Allow",
    async (route, methods) => {
      const method = METHODS.find((candidate) => !methods.has(candidate))!;
      const response = await fetch(urlOf(route), { method });
      expect(response.status, `${method} ${route}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allowOf(methods));
      expect(response.headers.get("x-request-id")).toBeTruthy();
      expect(await response.json()).toEqual({
        error: { code: "METHOD_NOT_ALLOWED", message: expect.stringContaining(method) },
      });
      const options = await fetch(urlOf(route), { method: "OPTIONS" });
      expect(options.status).toBe(204);
      expect(options.headers.get("allow")).toBe(allowOf(methods));
    },
  );
});

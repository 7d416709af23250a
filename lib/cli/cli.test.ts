import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { adminFetch } from "../testing/admin-client";

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "lib/cli/main.ts", ...args], {
    env: { ...process.env, DATABASE_URL: inject("databaseUrl"), LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("npm run cli", () => {
  it("api-keys create prints one JSON object whose key works against the admin API", async () => {
    const run = cli("api-keys", "create", "--tenant", "demo", "--scopes", "properties:read", "--name", "from the CLI");
    expect(run.status, run.stderr).toBe(0);
    const created = JSON.parse(run.stdout);
    expect(created).toMatchObject({
      name: "from the CLI",
      scopes: ["properties:read"],
      tenantId: "demo-tenant",
      key: expect.stringMatching(/^gh_live_/),
    });
    const listed = await adminFetch(created.key, "GET", "/api/admin/properties");
    expect(listed.status).toBe(200);
    expect(listed.body.properties.every((p: { tenantId: string }) => p.tenantId === "demo-tenant")).toBe(true);
    expect((await adminFetch(created.key, "GET", "/api/admin/api-keys")).status).toBe(403);
  });

  it("makes platform keys and refuses unknown tenants, unknown scopes and missing options", () => {
    expect(
      JSON.parse(cli("api-keys", "create", "--tenant", "platform", "--scopes", "stats:read", "--name", "p").stdout)
        .tenantId,
    ).toBeNull();
    const unknownTenant = cli(
      "api-keys",
      "create",
      "--tenant",
      "no-such-tenant",
      "--scopes",
      "stats:read",
      "--name",
      "x",
    );
    expect(unknownTenant.status).toBe(1);
    expect(JSON.parse(unknownTenant.stderr).error.message).toContain("no-such-tenant");
    expect(cli("api-keys", "create", "--tenant", "demo", "--scopes", "doors:open", "--name", "x").stderr).toContain(
      "Unknown scope",
    );
    expect(cli("api-keys", "create", "--tenant", "demo").status).toBe(1);
    const create = (expiresAt: string) =>
      cli("api-keys", "create", "--tenant", "demo", "--scopes", "stats:read", "--name", "x", "--expires-at", expiresAt);
    for (const [expiresAt, message] of [
      ["2000-01-01T00:00:00Z", "--expires-at must be in the future"],
      ["next week", "--expires-at must be an ISO time such as 2030-01-01T00:00:00Z"],
    ]) {
      const refused = create(expiresAt);
      expect([refused.status, JSON.parse(refused.stderr).error.message], expiresAt).toEqual([1, message]);
    }
    expect(cli("unknown-command").status).toBe(2);
  });

  it("prints its usage with status 2 before starting any database when the command or its verb is missing or unknown", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "gatehouse-cli-usage-"));
    try {
      // No DATABASE_URL: a command that went ahead would start the embedded database in this empty folder.
      const env: NodeJS.ProcessEnv = { ...process.env, GATEHOUSE_DATA_DIR: folder, LOG_LEVEL: "silent" };
      delete env.DATABASE_URL;
      for (const args of [[], ["api-keys"], ["api-keys", "revoke"], ["no-such-command"]]) {
        const run = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "lib/cli/main.ts", ...args], {
          env,
          encoding: "utf8",
        });
        expect([run.status, run.stderr.split("\n")[0]], args.join(" ")).toEqual([
          2,
          "usage: npm run --silent cli -- <command>",
        ]);
        expect(readdirSync(folder), args.join(" ")).toEqual([]);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("seed re-applies the demo data and reports the counts", () => {
    const run = cli("seed");
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).seeded).toMatchObject({ tenants: expect.any(Number), calls: expect.any(Number) });
    expect(JSON.parse(run.stdout).seeded.properties).toBeGreaterThanOrEqual(3);
  });
});

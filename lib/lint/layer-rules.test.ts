import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

// Lints source as if it were the named file, without writing it.
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe("lint enforces the layers and the configuration module", () => {
  // ESLint loads its configuration and plugins on the first lint; on a loaded machine that alone can outlast a test's timeout.
  beforeAll(() => eslint.lintText("", { filePath: "lib/auth/warm-up.ts" }), 120_000);

  it.each([
    ["lib/auth/planted.ts", 'import { listUsers } from "../users/list-users";\nexport const planted = listUsers;\n'],
    [
      "lib/http/planted.ts",
      'import { createProperty } from "../properties/create-property";\nexport const planted = createProperty;\n',
    ],
    [
      "lib/db/planted.ts",
      'import { authenticateAdmin } from "../auth/authenticate-admin";\nexport const planted = authenticateAdmin;\n',
    ],
    [
      "lib/framework/openapi/planted.ts",
      'import { listDevices } from "../../devices/list-devices";\nexport const planted = listDevices;\n',
    ],
    [
      "lib/users/planted.ts",
      'import { adminOperations } from "../registries/admin-operations";\nexport const planted = adminOperations;\n',
    ],
    ["components/admin/planted.tsx", 'import { db } from "@/lib/db/client";\nexport const planted = db;\n'],
  ])("refuses a forbidden import planted in %s", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain("no-restricted-imports");
  });

  it.each([
    [
      "lib/auth/planted.ts",
      'import { db } from "../db/client";\nimport type { UserView } from "../users/user-schemas";\nexport const planted = [db] as unknown as UserView[];\n',
    ],
    [
      "lib/users/planted.ts",
      'import { adminRoute } from "../framework/admin-route";\nexport const planted = adminRoute;\n',
    ],
    [
      "components/admin/planted.tsx",
      'import { adminFetch } from "@/lib/admin-client/admin-fetch";\nexport const planted = adminFetch;\n',
    ],
  ])("accepts an allowed import in %s", async (filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });

  it("refuses process.env outside lib/config and accepts it there", async () => {
    const code = "export const planted = process.env.DATABASE_URL;\n";
    expect(await ruleIds("lib/users/planted.ts", code)).toContain("no-restricted-properties");
    expect(await ruleIds("lib/config/planted.ts", code)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { snapshotTenant } from "../testing/snapshot-tenant";
import { testDatabase } from "../testing/test-database";
import { DIRECTORY_CODE_ISSUE } from "./directory-code";

async function tenantWithKey() {
  const tenant = await createTestTenant();
  await testDatabase().property.update({ where: { id: tenant.propertyId }, data: { name: "Maple Court" } });
  return { tenant, key: (await createTestKey(tenant.id)).key };
}
const takenBy = (label: string) => [
  { field: "directoryCode", issue: `is already unit ${label}'s (the intercom reads codes without regard to case)` },
];

describe("directory codes: what a visitor can key, unique without regard to case", () => {
  it("takes a new unit's code from its label's letters and digits, and asks for one when it has none", async () => {
    const { tenant, key } = await tenantWithKey();
    const create = (body: object) =>
      adminFetch(key, "POST", "/api/admin/units", { propertyId: tenant.propertyId, ...body });
    expect((await create({ label: "Apt 3-B" })).body?.data.unit.directoryCode).toBe("Apt3B");
    // A label whose code another unit holds, in any case: the caller is told the code came from the label.
    const derived = await create({ label: "APT 3B" });
    expect(derived.status).toBe(409);
    expect(derived.body?.error.details).toEqual([
      { field: "directoryCode", issue: "APT3B, taken from the label, is unit Apt 3-B's: enter a code" },
    ]);
    expect((await create({ label: "APT 3B", directoryCode: "3B2" })).status).toBe(201);
    const symbols = await create({ label: "—" });
    expect(symbols.status).toBe(400);
    expect(symbols.body?.error.details).toEqual([
      { field: "directoryCode", issue: "is required when the label has no letter or digit" },
    ]);
    for (const code of ["*#", "12 B", "1-A"]) {
      const refused = await create({ label: `L${code}`, directoryCode: code });
      expect(refused.status, code).toBe(400);
      expect(refused.body?.error.details).toEqual([{ field: "directoryCode", issue: DIRECTORY_CODE_ISSUE }]);
    }
    // One issue per fault: a long code is told its length only.
    const long = await create({ label: "Long", directoryCode: "A".repeat(21) });
    expect(long.body?.error.details).toEqual([{ field: "directoryCode", issue: "must be at most 20 characters" }]);
    expect(await testDatabase().unit.count({ where: { propertyId: tenant.propertyId } })).toBe(2);
  });

  it("refuses a code another unit of the property holds in another case, on create and on change", async () => {
    const { tenant, key } = await tenantWithKey();
    const other = await testDatabase().property.create({
      data: { tenantId: tenant.id, name: "Elm House", address: "2 Elm" },
    });
    const create = (propertyId: string, label: string, directoryCode?: string) =>
      adminFetch(key, "POST", "/api/admin/units", { propertyId, label, directoryCode });
    const first = await create(tenant.propertyId, "1A");
    expect(first.status).toBe(201);
    const clash = await create(tenant.propertyId, "Penthouse", "1a");
    expect(clash.status).toBe(409);
    expect(clash.body?.error.details).toEqual(takenBy("1A"));
    // The same code in the same case names its holder too.
    const sameCase = await create(tenant.propertyId, "Penthouse", "1A");
    expect(sameCase.status).toBe(409);
    expect(sameCase.body?.error.details).toEqual(takenBy("1A"));
    expect((await create(other.id, "1a")).status).toBe(201);
    // A label another unit holds is the conflict named, though its code (the label's) clashes too.
    const sameLabel = await create(tenant.propertyId, "1A");
    expect(sameLabel.status).toBe(409);
    expect(sameLabel.body?.error.details).toEqual([{ field: "label", issue: "is already taken" }]);

    const second = await create(tenant.propertyId, "2B");
    const recode = (id: string, directoryCode: string) =>
      adminFetch(key, "PATCH", `/api/admin/units/${id}`, { directoryCode });
    const refused = await recode(second.body?.data.unit.id, "1a");
    expect(refused.status).toBe(409);
    expect(refused.body?.error.details).toEqual(takenBy("1A"));
    expect((await recode(second.body?.data.unit.id, "1A")).body?.error.details).toEqual(takenBy("1A"));
    const own = await recode(first.body?.data.unit.id, "1a");
    expect(own.status).toBe(200);
    expect(own.body?.data.unit.directoryCode).toBe("1a");
  });

  it("lets only one of two units created at once with the same code in other cases through", async () => {
    const { tenant, key } = await tenantWithKey();
    const answers = await Promise.all(
      ["9x", "9X", "9x"].map((code, index) =>
        adminFetch(key, "POST", "/api/admin/units", {
          propertyId: tenant.propertyId,
          label: `U${index}`,
          directoryCode: code,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it("lets a unit written and a rent roll imported at once both finish, never a deadlock", async () => {
    const { tenant, key } = await tenantWithKey();
    for (const label of ["5E", "6F", "7G"]) {
      const csv = `property,unit,email,name,phone,role\nMaple Court,${label},${label}-${tenant.slug}@example.test,Eve,,resident\n`;
      const [unit, imported] = await Promise.all([
        adminFetch(key, "POST", "/api/admin/units", { propertyId: tenant.propertyId, label }),
        adminFetch(key, "POST", "/api/admin/imports/residents", csv, { "content-type": "text/csv" }),
      ]);
      expect([201, 409]).toContain(unit.status);
      expect(imported.status).toBe(200);
      expect(await testDatabase().unit.count({ where: { propertyId: tenant.propertyId, label } })).toBe(1);
    }
  });

  it("gives an imported unit its label's letters and digits, and refuses a row whose code another unit holds", async () => {
    const { tenant, key } = await tenantWithKey();
    await testDatabase().unit.create({ data: { propertyId: tenant.propertyId, label: "Shop", directoryCode: "7C" } });
    const importCsv = (rows: string[]) =>
      adminFetch(
        key,
        "POST",
        "/api/admin/imports/residents",
        `property,unit,email,name,phone,role\n${rows.join("\n")}\n`,
        {
          "content-type": "text/csv",
        },
      );
    const before = await snapshotTenant(tenant.id);
    const refused = await importCsv([
      `Maple Court,7-c,a-${tenant.slug}@example.test,Ann,,resident`,
      `Maple Court,2-C,b-${tenant.slug}@example.test,Bob,,resident`,
      `Maple Court,2 c,c-${tenant.slug}@example.test,Cy,,resident`,
      `Maple Court,#,d-${tenant.slug}@example.test,Di,,resident`,
    ]);
    expect(refused.body?.data.import.errors).toEqual([
      {
        row: 2,
        field: "unit",
        issue: "its directory code 7c is already unit Shop's; create this unit with another code first",
      },
      {
        row: 4,
        field: "unit",
        issue: "its directory code 2c is already unit 2-C's; create this unit with another code first",
      },
      {
        row: 5,
        field: "unit",
        issue: "has no letter or digit for its directory code; create this unit with a code first",
      },
    ]);
    expect(await snapshotTenant(tenant.id)).toEqual(before);

    const applied = await importCsv([`Maple Court,2-C,b-${tenant.slug}@example.test,Bob,,resident`]);
    expect(applied.body?.data.import).toMatchObject({ applied: true, unitsCreated: 1 });
    const unit = await testDatabase().unit.findFirstOrThrow({ where: { propertyId: tenant.propertyId, label: "2-C" } });
    expect(unit.directoryCode).toBe("2C");
  });
});

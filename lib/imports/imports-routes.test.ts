import { describe, expect, it } from "vitest";
import { adminFetch, createTestKey, createTestTenant } from "../testing/admin-client";
import { ALL_SCOPES } from "../auth/scopes";
import { snapshotTenant } from "../testing/snapshot-tenant";
import { importResidents } from "./import-residents";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

const HEADER = "property,unit,email,name,phone,role";
const importCsv = (key: string, csv: string, query = "") =>
  adminFetch(key, "POST", `/api/admin/imports/residents${query}`, csv, { "content-type": "text/csv" });

async function tenantWithKey(propertyName = "Maple Court") {
  const tenant = await createTestTenant();
  await testDatabase().property.update({ where: { id: tenant.propertyId }, data: { name: propertyName } });
  const { key, id } = await createTestKey(tenant.id);
  return { tenant, key, keyId: id };
}

const emailsOf = (count: number, tag: string) =>
  Array.from({ length: count }, (_, index) => `r${index}-${tag}@example.test`);

describe("POST /api/admin/imports/residents", () => {
  it("creates units and residents, then a second identical import changes nothing", async () => {
    const { tenant, key, keyId } = await tenantWithKey();
    await testDatabase().unit.create({ data: { propertyId: tenant.propertyId, label: "1A", directoryCode: "101" } });
    const [ana, ben] = emailsOf(2, uniqueSuffix());
    const csv = `${HEADER},floor,moveIn,moveOut\r\nMaple Court,1A,${ana.toUpperCase()},Ana Ruiz,+1 (500) 555-0101,resident,1,2026-01-01,\r\n"maple court",2B,${ben},"Ben ""BJ"" Cole",,staff,2,,2027-06-30\r\n`;
    const first = await importCsv(key, csv);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.import).toEqual({
      dryRun: false,
      applied: true,
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      unitsCreated: 1,
      errors: [],
    });

    const users = await testDatabase().user.findMany({
      where: { email: { in: [ana, ben] } },
      include: { memberships: { include: { unit: true } } },
      orderBy: { email: "asc" },
    });
    expect(users.map((u) => [u.email, u.name, u.phone, u.role, u.status, u.tenantId])).toEqual([
      [ana, "Ana Ruiz", "+15005550101", "resident", "invited", tenant.id],
      [ben, 'Ben "BJ" Cole', null, "staff", "invited", tenant.id],
    ]);
    const [anaUnit, benUnit] = users.map((u) => u.memberships[0]);
    expect([anaUnit.unit.label, anaUnit.moveInOn?.toISOString().slice(0, 10), anaUnit.moveOutOn]).toEqual([
      "1A",
      "2026-01-01",
      null,
    ]);
    expect([
      benUnit.unit.label,
      benUnit.unit.floor,
      benUnit.unit.directoryCode,
      benUnit.moveOutOn?.toISOString().slice(0, 10),
    ]).toEqual(["2B", "2", "2B", "2027-06-30"]);
    const audit = await testDatabase().auditLog.findMany({ where: { actorId: keyId } });
    expect(audit.map((entry) => [entry.action, entry.targetId, entry.data])).toEqual([
      ["residents.import", tenant.id, { rows: 2, created: 2, updated: 0, unchanged: 0, unitsCreated: 1 }],
    ]);

    const before = await snapshotTenant(tenant.id);
    const again = await importCsv(key, csv);
    expect(again.body.data.import).toMatchObject({
      applied: true,
      created: 0,
      updated: 0,
      unchanged: 2,
      unitsCreated: 0,
      errors: [],
    });
    expect(await snapshotTenant(tenant.id)).toEqual(before);

    const changed = await importCsv(
      key,
      `${HEADER},moveOut\n${"Maple Court"},1A,${ana},Ana Ruiz-Diaz,+15005550101,resident,2026-12-31\n`,
    );
    expect(changed.body.data.import).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const membership = await testDatabase().unitMembership.findFirstOrThrow({ where: { user: { email: ana } } });
    // moveIn was not in the file, so it is kept.
    expect([membership.moveInOn?.toISOString().slice(0, 10), membership.moveOutOn?.toISOString().slice(0, 10)]).toEqual(
      ["2026-01-01", "2026-12-31"],
    );
    expect((await testDatabase().user.findUniqueOrThrow({ where: { email: ana } })).name).toBe("Ana Ruiz-Diaz");
  });

  it("applies the same file imported six times at once once: one creates, the others find it unchanged", async () => {
    const { tenant, keyId } = await tenantWithKey();
    const [email] = emailsOf(1, uniqueSuffix());
    const csv = `${HEADER}\nMaple Court,R-1,${email},Race,,resident\n`;
    // In this process, so the six transactions start together rather than one request's journey apart.
    const principal = {
      kind: "api_key",
      id: keyId,
      tenantId: tenant.id,
      userId: null,
      scopes: new Set(ALL_SCOPES),
    } as const;
    const results = await Promise.all(Array.from({ length: 6 }, () => importResidents(principal, {}, csv)));
    expect(results.filter((result) => result.created === 1)).toHaveLength(1);
    expect(results.filter((result) => result.unchanged === 1)).toHaveLength(5);
    const units = await testDatabase().unit.findMany({ where: { propertyId: tenant.propertyId, label: "R-1" } });
    expect(units).toHaveLength(1);
  });

  it("reports a bad field of each kind with its spreadsheet row and applies nothing", async () => {
    const { tenant, key } = await tenantWithKey();
    const tag = uniqueSuffix();
    const rows = [
      `Maple Court,1A,good-${tag}@example.test,Good Row,,resident`,
      `Nowhere House,1A,p-${tag}@example.test,No Property,,resident`,
      `Maple Court,,u-${tag}@example.test,No Unit,,resident`,
      `Maple Court,1A,not-an-email,Bad Email,,resident`,
      `Maple Court,1A,n-${tag}@example.test,,,resident`,
      `Maple Court,1A,ph-${tag}@example.test,Bad Phone,555-0100,resident`,
      `Maple Court,1A,ro-${tag}@example.test,Bad Role,,landlord`,
      `Maple Court,1A,pa-${tag}@example.test,Platform,,platform_admin`,
      `Maple Court,1A,few-${tag}@example.test,Too Few`,
      `Maple Court,1A,d-${tag}@example.test,Bad Date,,resident,2026-13-01,`,
      `Maple Court,1A,o-${tag}@example.test,Out Before In,,resident,2026-03-01,2026-02-01`,
      `Maple Court,1A,nul-${tag}@example.test,Nul\u0000Name,,resident`,
      `Maple Court,1A,y0-${tag}@example.test,Year Zero,,resident,0000-01-01,`,
    ];
    const csv = `${HEADER},moveIn,moveOut\n${rows.map((row, index) => (index === 8 ? row : row.split(",").length === 6 ? `${row},,` : row)).join("\n")}\n`;
    const before = await snapshotTenant(tenant.id);
    const response = await importCsv(key, csv);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = response.body.data.import;
    expect(result).toMatchObject({ applied: false, rows: 13, created: 1 });
    expect(result.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, "property"],
      [4, "unit"],
      [5, "email"],
      [6, "name"],
      [7, "phone"],
      [8, "role"],
      [9, "role"],
      [10, "(row)"],
      [11, "moveIn"],
      [12, "moveOut"],
      [13, "name"],
      [14, "moveIn"],
    ]);
    expect(result.errors[0].issue).toBe("no property of this name in your tenant");
    // A day that does not exist is told so once, not also that its year is out of range.
    expect(result.errors.filter((e: { row: number }) => e.row === 11)).toEqual([
      { row: 11, field: "moveIn", issue: expect.stringContaining("YYYY-MM-DD") },
    ]);
    expect(await snapshotTenant(tenant.id)).toEqual(before);
    expect(await testDatabase().user.count({ where: { email: `good-${tag}@example.test` } })).toBe(0);
  });

  it("finds a unit by a label in another case only when no other unit fits, and keeps move dates in order with those stored", async () => {
    const { tenant, key } = await tenantWithKey();
    const unit = (label: string, directoryCode: string) =>
      testDatabase().unit.create({ data: { propertyId: tenant.propertyId, label, directoryCode } });
    const [lowerC, upperC, only] = [await unit("c1", "31"), await unit("C1", "32"), await unit("Dx", "33")];
    await Promise.all([unit("Ey", "34"), unit("eY", "35")]);
    const [a, b, c, d] = emailsOf(4, uniqueSuffix());
    const before = await snapshotTenant(tenant.id);
    const ambiguous = await importCsv(key, `${HEADER}\nMaple Court,EY,${d},Dee,,resident\n`);
    expect(ambiguous.body.data.import.errors).toEqual([
      { row: 2, field: "unit", issue: "matches units Ey, eY; write the label as one of them" },
    ]);
    const equalDates = await importCsv(
      key,
      `${HEADER},moveIn,moveOut\nMaple Court,Dx,${d},Dee,,resident,2026-12-20,2026-12-20\n`,
    );
    expect(equalDates.body.data.import.errors).toEqual([
      { row: 2, field: "moveOut", issue: "must be after the move-in date, 2026-12-20" },
    ]);
    expect(await snapshotTenant(tenant.id)).toEqual(before);

    const rows = [`C1,${a}`, `c1,${b}`, `dX,${c}`].map((row) => {
      const [label, email] = row.split(",");
      return `Maple Court,${label},${email},Name,,resident,2026-12-20`;
    });
    const placed = await importCsv(key, `${HEADER},moveIn\n${rows.join("\n")}\n`);
    expect(placed.body.data.import).toMatchObject({ applied: true, created: 3, unitsCreated: 0, errors: [] });
    const unitOf = async (email: string) =>
      (await testDatabase().unitMembership.findFirstOrThrow({ where: { user: { email } } })).unitId;
    expect([await unitOf(a), await unitOf(b), await unitOf(c)]).toEqual([upperC.id, lowerC.id, only.id]);

    // A move-out alone, before the stored move-in, is a row error and changes nothing.
    const stored = await snapshotTenant(tenant.id);
    const early = await importCsv(key, `${HEADER},moveOut\nMaple Court,C1,${a},Name,,resident,2026-12-10\n`);
    expect(early.body.data.import).toMatchObject({ applied: false });
    expect(early.body.data.import.errors).toEqual([
      { row: 2, field: "moveOut", issue: "must be after the move-in date, 2026-12-20" },
    ]);
    expect(await snapshotTenant(tenant.id)).toEqual(stored);
  });

  it("treats an email used twice in one file as an error of the later row", async () => {
    const { key } = await tenantWithKey();
    const email = `twice-${uniqueSuffix()}@example.test`;
    const response = await importCsv(
      key,
      `${HEADER}\nMaple Court,1A,${email},First,,resident\nMaple Court,1B,${email.toUpperCase()},Second,,resident\n`,
    );
    expect(response.body.data.import).toMatchObject({
      applied: false,
      errors: [{ row: 3, field: "email", issue: "duplicate of row 2" }],
    });
    expect(await testDatabase().user.count({ where: { email } })).toBe(0);
  });

  it("reads cells as a spreadsheet saves them: spaces around an email, role or day, and a role in capitals", async () => {
    const { key } = await tenantWithKey();
    const email = `spaced-${uniqueSuffix()}@example.test`;
    const response = await importCsv(
      key,
      `${HEADER},moveIn,moveOut\nMaple Court,1A, ${email.toUpperCase()} ,Spaced, , STAFF , 2026-03-01 , \n`,
    );
    expect(response.body.data.import, JSON.stringify(response.body)).toMatchObject({
      applied: true,
      created: 1,
      errors: [],
    });
    const user = await testDatabase().user.findUniqueOrThrow({ where: { email }, include: { memberships: true } });
    expect([
      user.role,
      user.memberships[0].moveInOn?.toISOString().slice(0, 10),
      user.memberships[0].moveOutOn,
    ]).toEqual(["staff", "2026-03-01", null]);
  });

  it("does not find another tenant's property by name, nor touch another tenant's user", async () => {
    const { key } = await tenantWithKey("Home Tower");
    const other = await tenantWithKey(`Their Tower ${uniqueSuffix()}`);
    const theirs = await testDatabase().property.findUniqueOrThrow({ where: { id: other.tenant.propertyId } });
    const theirUser = await testDatabase().user.create({
      data: {
        tenantId: other.tenant.id,
        email: `theirs-${uniqueSuffix()}@example.test`,
        name: "Theirs",
        role: "resident",
      },
    });
    const before = await snapshotTenant(other.tenant.id);
    const response = await importCsv(
      key,
      `${HEADER}\n${theirs.name},1A,new-${uniqueSuffix()}@example.test,New,,resident\nHome Tower,1A,${theirUser.email},Renamed,,resident\n`,
    );
    expect(response.body.data.import.errors).toEqual([
      { row: 2, field: "property", issue: "no property of this name in your tenant" },
      { row: 3, field: "email", issue: "belongs to a user outside this tenant" },
    ]);
    expect(await snapshotTenant(other.tenant.id)).toEqual(before);
    const foreign = await adminFetch(
      key,
      "POST",
      `/api/admin/imports/residents?tenantId=${other.tenant.id}`,
      `${HEADER}\n`,
      { "content-type": "text/csv" },
    );
    expect(foreign.status).toBe(404);
  });

  it("changes nothing on a dry run, and reports what it would do", async () => {
    const { tenant, key, keyId } = await tenantWithKey();
    const before = await snapshotTenant(tenant.id);
    const response = await importCsv(
      key,
      `${HEADER}\nMaple Court,9Z,dry-${uniqueSuffix()}@example.test,Dry Run,,resident\n`,
      "?dryRun=1",
    );
    expect(response.body.data.import).toEqual({
      dryRun: true,
      applied: false,
      rows: 1,
      created: 1,
      updated: 0,
      unchanged: 0,
      unitsCreated: 1,
      errors: [],
    });
    expect(await snapshotTenant(tenant.id)).toEqual(before);
    expect(await testDatabase().auditLog.count({ where: { actorId: keyId } })).toBe(0);
  });

  it("refuses a wrong media type, an oversized body, malformed CSV, a bad header, and unit creation without units:write", async () => {
    const { tenant, key } = await tenantWithKey();
    const json = await adminFetch(key, "POST", "/api/admin/imports/residents", { rows: [] });
    expect([json.status, json.body.error.code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const huge = await importCsv(key, `${HEADER}\n${"x".repeat(5 * 1024 * 1024 + 1)}`);
    expect([huge.status, huge.body.error.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    const malformed = await importCsv(
      key,
      `${HEADER}\nMaple Court,1A,a@example.test,Ok,,resident\nMaple Court,"1B,b@example.test,Open,,resident\n`,
    );
    expect([malformed.status, malformed.body.error.code, malformed.body.error.details]).toEqual([
      400,
      "VALIDATION_ERROR",
      [{ field: "row 3", issue: "a quoted field is never closed" }],
    ]);
    const header = await importCsv(key, "property,unit,email,name,colour\n");
    expect(header.status).toBe(400);
    expect(header.body.error.details).toEqual(
      expect.arrayContaining([
        { field: "colour", issue: "unknown column" },
        { field: "phone", issue: "missing column" },
      ]),
    );
    const usersOnly = await createTestKey(tenant.id, ["users:write"]);
    const scoped = await importCsv(
      usersOnly.key,
      `${HEADER}\nMaple Court,7C,s-${uniqueSuffix()}@example.test,Scoped,,resident\n`,
    );
    expect([scoped.status, scoped.body.error.code]).toEqual([403, "INSUFFICIENT_SCOPE"]);
    const unitsOnly = await createTestKey(tenant.id, ["units:write"]);
    expect((await importCsv(unitsOnly.key, `${HEADER}\n`)).status).toBe(403);
  });

  it("imports 10,000 rows in one request, and again with every row unchanged", async () => {
    const { tenant, key } = await tenantWithKey();
    const tag = uniqueSuffix();
    const lines = emailsOf(10_000, tag).map(
      (email, index) =>
        `Maple Court,${Math.floor(index / 2) + 100},${email},Resident ${index},+1500555${String(index).padStart(4, "0")},resident,${Math.floor(index / 40) + 1},2026-01-01,`,
    );
    const csv = `${HEADER},floor,moveIn,moveOut\n${lines.join("\n")}\n`;
    const started = performance.now();
    const first = await importCsv(key, csv);
    const firstMs = performance.now() - started;
    expect(first.status, JSON.stringify(first.body).slice(0, 500)).toBe(200);
    expect(first.body.data.import).toMatchObject({
      applied: true,
      rows: 10_000,
      created: 10_000,
      unitsCreated: 5_000,
      errors: [],
    });
    const again = performance.now();
    const second = await importCsv(key, csv);
    const secondMs = performance.now() - again;
    expect(second.body.data.import).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 10_000 });
    console.log(
      `import of 10,000 rows (${(csv.length / 1024).toFixed(0)} KiB): first ${firstMs.toFixed(0)} ms, again ${secondMs.toFixed(0)} ms`,
    );
    expect(await testDatabase().unitMembership.count({ where: { unit: { propertyId: tenant.propertyId } } })).toBe(
      10_000,
    );
  }, 120_000);
});

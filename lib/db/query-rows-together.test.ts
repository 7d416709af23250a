import { describe, expect, it } from "vitest";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { db, poolOf } from "./client";
import { Prisma } from "./generated/client";
import { composeTogether, queryRowsTogether } from "./query-rows-together";
import { queryRows } from "./query-rows";
import { runInTransactionScope } from "./transaction-scope";

// Runs `ask` while counting the statements that reach the process's pool.
async function counting<T>(ask: () => Promise<T>): Promise<{ answers: T; statements: number }> {
  const pool = poolOf(db())!.pool;
  const query = pool.query.bind(pool);
  let statements = 0;
  pool.query = ((...args: Parameters<typeof query>) => ((statements += 1), query(...args))) as typeof pool.query;
  try {
    return { answers: await ask(), statements };
  } finally {
    pool.query = query;
  }
}

async function tenantWithProperties(names: string[]) {
  const slug = `t-${uniqueSuffix()}`;
  const tenant = await testDatabase().tenant.create({ data: { name: `Tenant ${slug}`, slug } });
  await testDatabase().property.createMany({
    data: names.map((name) => ({ tenantId: tenant.id, name, address: `${name} Street` })),
  });
  return tenant.id;
}

const page = (tenantId: string, q: string | null, take: number, skip: number) =>
  Prisma.sql`SELECT id, name, "createdAt" AT TIME ZONE 'UTC' AS "createdAt" FROM properties
    WHERE "tenantId" = ${tenantId} AND (${q}::text IS NULL OR name LIKE ${q}) ORDER BY name DESC, id LIMIT ${take} OFFSET ${skip}`;

describe("composeTogether", () => {
  it("turns placeholders outside quotes into the row's columns and a null into NULL, and refuses what it cannot read", () => {
    const text = composeTogether(`SELECT '$1' AS "$2", $1 AS a, $2 AS b, $3 AS c`, ["text", "null", "int8"]);
    expect(text).toBe(
      `SELECT "__together".i AS "__i", r.* FROM unnest($1::int4[], $2::text[], $3::int8[]) AS "__together"(i, p1, p3) ` +
        `CROSS JOIN LATERAL (SELECT '$1' AS "$2", "__together".p1 AS a, NULL AS b, "__together".p3 AS c) AS r`,
    );
    for (const unreadable of ["SELECT $$x$$ || $1", "SELECT $1 -- it's", "SELECT /* it's */ $1", "SELECT E'\\'' || $1"])
      expect(composeTogether(unreadable, ["text"])).toBeUndefined();
    expect(composeTogether("SELECT name AS e FROM t WHERE x = $1", ["text"])).toContain(`x = "__together".p1`);
  });
});

describe("queryRowsTogether", () => {
  it("answers each caller its own rows in its order, in fewer statements than callers", async () => {
    const first = await tenantWithProperties(["Alder", "Birch", "Cedar", "Dogwood", "Elm"]);
    const second = await tenantWithProperties(["Fir", "Ginkgo", "Hazel"]);
    const empty = await tenantWithProperties([]);
    const asked = [
      page(first, null, 3, 0),
      page(first, null, 3, 3),
      page(second, null, 10, 0),
      page(empty, null, 10, 0),
      page(first, "%e%", 10, 0),
      page(second, "%z%", 1, 0),
      page(first, null, 2, 1),
    ];
    const expected = await Promise.all(asked.map((sql) => queryRows(db(), sql)));
    expect(expected.map((rows) => rows.length)).toEqual([3, 2, 3, 0, 2, 1, 2]);

    const { answers, statements } = await counting(() => Promise.all(asked.map((sql) => queryRowsTogether(sql))));
    expect(answers).toEqual(expected);
    expect(statements).toBeLessThan(asked.length);
    expect((answers[0][0] as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  });

  it("runs a text alone from then on when it cannot run together, and answers right", async () => {
    const tenant = await tenantWithProperties([`Oak ${uniqueSuffix()}`, `Pine ${uniqueSuffix()}`]);
    await testDatabase().property.updateMany({
      where: { tenantId: tenant, name: { startsWith: "Pine" } },
      data: { status: "archived" },
    });
    // status compared with text: only the lone statement infers the enum.
    const byStatus = (status: string) =>
      Prisma.sql`SELECT name FROM properties WHERE "tenantId" = ${tenant} AND status = ${status} ORDER BY name`;
    const first = await Promise.all(["active", "archived", "active"].map((s) => queryRowsTogether(byStatus(s))));
    expect(first.map((rows) => rows.length)).toEqual([1, 1, 1]);
    const { answers, statements } = await counting(() =>
      Promise.all(["archived", "active"].map((s) => queryRowsTogether<{ name: string }>(byStatus(s)))),
    );
    expect(answers.map(([row]) => row.name.split(" ")[0])).toEqual(["Pine", "Oak"]);
    expect(statements).toBe(2);
  });

  it("fails only the caller whose value PostgreSQL refuses, and carries quotes and backslashes intact", async () => {
    const odd = `Quote "Q" \\ {x}, y'z`;
    const tenant = await tenantWithProperties([odd, "Plain"]);
    const byStatus = (status: string) =>
      Prisma.sql`SELECT name FROM properties WHERE "tenantId" = ${tenant} AND status = ${status}::"PropertyStatus" ORDER BY name`;
    const outcomes = await Promise.allSettled(
      ["active", "no such status", "active"].map((s) => queryRowsTogether(byStatus(s))),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[2] as PromiseFulfilledResult<unknown>).value).toEqual([{ name: "Plain" }, { name: odd }]);
    // The refused value was one caller's, so the text still runs together.
    const again = await counting(() =>
      Promise.all(["active", "archived", "active"].map((s) => queryRowsTogether(byStatus(s)))),
    );
    expect(again.answers.map((rows) => rows.length)).toEqual([2, 0, 2]);
    expect(again.statements).toBe(2);
    const named = (name: string) =>
      Prisma.sql`SELECT name FROM properties WHERE "tenantId" = ${tenant} AND name = ${name} ORDER BY name`;
    const { answers, statements } = await counting(() =>
      Promise.all([odd, "Plain", odd].map((name) => queryRowsTogether(named(name)))),
    );
    expect(answers).toEqual([[{ name: odd }], [{ name: "Plain" }], [{ name: odd }]]);
    expect(statements).toBe(2);
  });

  it("runs one text with a null and with a value in turns, on the same connections", async () => {
    const tenant = await tenantWithProperties(["Alder", "Birch", "Cedar"]);
    for (let round = 0; round < 4; round++) {
      const q = round % 2 ? "%e%" : null;
      const { answers, statements } = await counting(() =>
        Promise.all([3, 2, 1, 3].map((take) => queryRowsTogether<{ name: string }>(page(tenant, q, take, 0)))),
      );
      expect(answers.map((rows) => rows.map(({ name }) => name))).toEqual(
        q
          ? [["Cedar", "Alder"], ["Cedar", "Alder"], ["Cedar"], ["Cedar", "Alder"]]
          : [["Cedar", "Birch", "Alder"], ["Cedar", "Birch"], ["Cedar"], ["Cedar", "Birch", "Alder"]],
      );
      expect(statements).toBe(2);
    }
  });

  it("runs a statement with an instant alone, and refuses one inside a transaction", async () => {
    const tenant = await tenantWithProperties(["Rowan"]);
    const since = Prisma.sql`SELECT name FROM properties WHERE "tenantId" = ${tenant} AND "createdAt" > ${new Date(0)}`;
    expect(await Promise.all([queryRowsTogether(since), queryRowsTogether(since)])).toEqual([
      [{ name: "Rowan" }],
      [{ name: "Rowan" }],
    ]);
    await expect(runInTransactionScope(() => queryRowsTogether(page(tenant, null, 1, 0)))).rejects.toThrow(
      "runs outside transactions",
    );
  });
});

import { describe, expect, it } from "vitest";
import { db, poolOf } from "../db/client";
import { createExampleIds } from "../testing/admin-fixtures";
import { testDatabase } from "../testing/test-database";
import { loadActiveUser } from "./load-active-user";

describe("loadActiveUser", () => {
  it("reads every column of the user as Prisma does, timestamps as the same instants", async () => {
    const ids = await createExampleIds();
    const id = ids.userId;
    await testDatabase().user.update({
      where: { id },
      data: {
        phone: "+15550001111",
        clerkUpdatedAt: new Date("2026-03-04T05:06:07.890Z"),
        notificationPrefs: { calls: { sms: true } },
        sessionVersion: 3,
      },
    });
    const { memberships, ...user } = await loadActiveUser({ id });
    expect(user).toEqual(await testDatabase().user.findUniqueOrThrow({ where: { id } }));
    expect(user.clerkUpdatedAt).toEqual(new Date("2026-03-04T05:06:07.890Z"));
    expect(memberships.map((membership) => membership.unitId)).toEqual([ids.unitId]);
  });

  it("reads the users of requests made at once in shared statements, each request its own user", async () => {
    const [first, second, third] = await Promise.all([createExampleIds(), createExampleIds(), createExampleIds()]);
    await testDatabase().user.update({ where: { id: third.userId }, data: { status: "suspended" } });
    const asked = [first, second, third, first, second, first].map((ids) => ids.userId);
    asked.push("no-such-user");
    const pool = poolOf(db())!.pool;
    const query = pool.query.bind(pool);
    let statements = 0;
    pool.query = ((...args: Parameters<typeof query>) => ((statements += 1), query(...args))) as typeof pool.query;
    let answers: (string | undefined)[];
    try {
      answers = await Promise.all(
        asked.map((id) =>
          loadActiveUser({ id }).then(
            (user) => user.email,
            (error: Error) => error.message,
          ),
        ),
      );
    } finally {
      pool.query = query;
    }
    const email = async (id: string) => (await testDatabase().user.findUniqueOrThrow({ where: { id } })).email;
    const [one, two] = [await email(first.userId), await email(second.userId)];
    expect(answers).toEqual([one, two, "The account is suspended", one, two, one, "The account no longer exists"]);
    expect(statements).toBeLessThan(asked.length);
  });
});

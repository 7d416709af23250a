import { describe, expect, it } from "vitest";
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
});

import { describe, expect, it } from "vitest";
import { testDatabase, uniqueSuffix } from "../testing/test-database";

describe("schema constraints", () => {
  it("keeps call events append-only", async () => {
    const database = testDatabase();
    const event = await database.callEvent.findFirstOrThrow();
    await expect(database.callEvent.update({ where: { id: event.id }, data: { type: "rewritten" } })).rejects.toThrow();
    await expect(database.callEvent.delete({ where: { id: event.id } })).rejects.toThrow();
    expect((await database.callEvent.findUniqueOrThrow({ where: { id: event.id } })).type).toBe(event.type);
  });

  it("keeps the audit log append-only", async () => {
    const database = testDatabase();
    const entry = await database.auditLog.create({
      data: { actorType: "system", action: "test.write", targetType: "test" },
    });
    await expect(database.auditLog.delete({ where: { id: entry.id } })).rejects.toThrow();
    await expect(
      database.$executeRaw`UPDATE audit_logs SET action = 'rewritten' WHERE id = ${entry.id}`,
    ).rejects.toThrow();
    expect((await database.auditLog.findUniqueOrThrow({ where: { id: entry.id } })).action).toBe("test.write");
  });

  it("stores a webhook event once per sender and event id", async () => {
    const database = testDatabase();
    const eventId = `evt_${uniqueSuffix()}`;
    await database.webhookEvent.create({ data: { sender: "stripe", eventId, type: "invoice.paid", payload: {} } });
    await expect(
      database.webhookEvent.create({ data: { sender: "stripe", eventId, type: "invoice.paid", payload: {} } }),
    ).rejects.toMatchObject({ code: "P2002" });
    await expect(
      database.webhookEvent.create({ data: { sender: "clerk", eventId, type: "user.created", payload: {} } }),
    ).resolves.toBeTruthy();
  });

  it("gives each property phone number to one property only", async () => {
    const database = testDatabase();
    const tenant = await database.tenant.findUniqueOrThrow({ where: { slug: "demo" } });
    await expect(
      database.property.create({
        data: { tenantId: tenant.id, name: "Copy", address: "1 Main St", phoneNumber: "+15005550006" },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});

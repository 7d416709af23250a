import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, inject } from "vitest";
import { testDatabase } from "../testing/test-database";
import { applyStoredEvent } from "./apply-stored-event";
import type { ApplyEvent } from "./webhook-event";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
});

const store = (eventId: string) =>
  testDatabase().webhookEvent.create({
    data: { sender: "telnyx", eventId, type: "test.event", payload: { data: { id: eventId, n: 1 } } },
  });

describe("applying a stored webhook event", () => {
  it("applies it once with the stored payload, however often it is run, and keeps the answer", async () => {
    const eventId = `stored-${randomUUID()}`;
    await store(eventId);
    const seen: unknown[] = [];
    const apply: ApplyEvent<unknown> = async (_tx, event) => {
      seen.push(event);
      return { contentType: "application/json", body: '{"received":true,"n":1}' };
    };
    await applyStoredEvent("telnyx", eventId, apply);
    await applyStoredEvent("telnyx", eventId, apply);
    expect(seen).toEqual([{ id: eventId, type: "test.event", event: { data: { id: eventId, n: 1 } } }]);
    const row = await testDatabase().webhookEvent.findUniqueOrThrow({
      where: { sender_eventId: { sender: "telnyx", eventId } },
    });
    expect(row.processedAt).not.toBeNull();
    expect(row.reply).toEqual({ contentType: "application/json", body: '{"received":true,"n":1}' });
  });

  it("leaves the event unprocessed and its effect undone when applying fails, so the retry applies it", async () => {
    const eventId = `stored-${randomUUID()}`;
    await store(eventId);
    let attempts = 0;
    const apply: ApplyEvent<unknown> = async (tx) => {
      attempts++;
      await tx.webhookEvent.update({
        where: { sender_eventId: { sender: "telnyx", eventId } },
        data: { type: "changed" },
      });
      if (attempts === 1) throw new Error("database hiccup");
      return { contentType: "application/json", body: "{}" };
    };
    await expect(applyStoredEvent("telnyx", eventId, apply)).rejects.toThrow("database hiccup");
    const failed = await testDatabase().webhookEvent.findUniqueOrThrow({
      where: { sender_eventId: { sender: "telnyx", eventId } },
    });
    expect(failed).toMatchObject({ processedAt: null, type: "test.event" });
    await applyStoredEvent("telnyx", eventId, apply);
    expect(attempts).toBe(2);
    const applied = await testDatabase().webhookEvent.findUniqueOrThrow({
      where: { sender_eventId: { sender: "telnyx", eventId } },
    });
    expect(applied).toMatchObject({ type: "changed", processedAt: expect.any(Date) });
  });

  it("does nothing for an event that was never stored", async () => {
    let applied = false;
    await applyStoredEvent("telnyx", `missing-${randomUUID()}`, async () => {
      applied = true;
      return { contentType: "application/json", body: "{}" };
    });
    expect(applied).toBe(false);
  });
});

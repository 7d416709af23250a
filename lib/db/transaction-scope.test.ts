import { describe, expect, it } from "vitest";
import { sendTelnyxCommands } from "../voice/telnyx/telnyx-client";
import { startFakeTelnyxApi } from "../webhooks/testing/fake-telnyx-api";
import { testDatabase } from "../testing/test-database";
import { insideTransaction } from "./transaction-scope";

describe("outbound calls and database transactions", () => {
  it("marks the scope of an interactive transaction and only that scope", async () => {
    expect(insideTransaction()).toBe(false);
    const seen = await testDatabase().$transaction(async (tx) => {
      await tx.$queryRaw`select 1`;
      return insideTransaction();
    });
    expect(seen).toBe(true);
    expect(insideTransaction()).toBe(false);
  });

  it("refuses a carrier command sent inside a transaction, and sends it outside one", async () => {
    const telnyx = await startFakeTelnyxApi();
    process.env.TELNYX_API_BASE = telnyx.url;
    try {
      const command = { path: "/calls/v3%3Aleg/actions/answer", body: {} };
      await expect(testDatabase().$transaction(() => sendTelnyxCommands([command], "event-inside"))).rejects.toThrow(
        /transaction is open/,
      );
      expect(telnyx.commands).toEqual([]);
      await sendTelnyxCommands([command], "event-outside");
      expect(telnyx.commands.map((sent) => sent.body.command_id)).toEqual(["event-outside-0"]);
    } finally {
      await telnyx.stop();
    }
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { PART_STOP_MS, startPlatformParts, type PlatformPart } from "./platform-part";

const context = { mode: "start" as const, port: 3000, embeddedDatabase: true };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("stopping the platform's parts", () => {
  it("stops them in reverse order, and goes on past a part whose stop hangs or fails, saying which", async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stopped: string[] = [];
    const part = (name: string, stop: () => Promise<void>): PlatformPart => ({ name, start: async () => ({ stop }) });
    const platform = await startPlatformParts(
      [
        part("database", async () => void stopped.push("database")),
        part("job worker", () => new Promise(() => undefined)),
        part("broker", async () => {
          stopped.push("broker");
          throw new Error("already closed");
        }),
        part("web server", async () => void stopped.push("web server")),
      ],
      context,
    );
    let done = false;
    const stopping = platform.stop().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PART_STOP_MS - 1);
    expect(stopped).toEqual(["web server", "broker"]);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(stopped).toEqual(["web server", "broker", "database"]);
    expect(errors.mock.calls.map(([line]) => line)).toEqual([
      "Stopping the broker: already closed",
      `Stopping: the job worker did not stop within ${PART_STOP_MS / 1000} s; stopping the rest.`,
    ]);
  });
});

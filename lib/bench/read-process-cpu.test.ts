import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { startCpuReading } from "./read-process-cpu";

// Burns 400 ms of its own CPU time, says so, then waits to be closed; "worker" in its command line gives it that role.
const BURN = `const role = "worker";
while (process.cpuUsage().user < 400_000) Math.sqrt(Math.random());
process.stdout.write("burnt");
process.stdin.resume();`;

describe("startCpuReading", () => {
  it("counts the CPU time of a process started during the reading under its role", async () => {
    const before = performance.now();
    const reading = startCpuReading();
    const child = spawn(process.execPath, ["-e", BURN], { stdio: ["pipe", "pipe", "inherit"] });
    try {
      await once(child.stdout!, "data");
      const cores = reading();
      // The reading spans at most this long, so cores times it is at least the CPU seconds the reading counted.
      const seconds = (performance.now() - before) / 1000;
      expect(cores.worker * seconds).toBeGreaterThanOrEqual(0.38);
      expect(cores.client).toBeGreaterThan(0);
      expect(Number.isFinite(cores.app) && Number.isFinite(cores.postgres)).toBe(true);
    } finally {
      child.stdin!.end();
      await once(child, "exit");
    }
  });
});

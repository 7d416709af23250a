import net from "node:net";
import { Aedes } from "aedes";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../testing/wait-for";
import { simulateDevice } from "./simulate-device";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Answer = "accept" | "not authorized" | "server unavailable";

// A broker on a free port that accepts the simulator's password, or refuses it, as `answer.now` says.
async function startBroker(answer: { now: Answer }) {
  const broker = await Aedes.createBroker({
    authenticate: (_client, _username, password, done) =>
      answer.now === "accept"
        ? done(null, password?.toString() === "secret")
        : done(
            Object.assign(new Error(answer.now), { returnCode: answer.now === "not authorized" ? 5 : (3 as 5) }),
            null,
          ),
  });
  const server = net.createServer(broker.handle);
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
  );
  cleanups.push(
    () => new Promise((resolve) => server.close(resolve)),
    () => broker.close(),
  );
  return { broker, server, url: `mqtt://127.0.0.1:${port}` };
}

// A simulated door on the broker, its log lines kept.
async function simulatedDoor(url: string, deviceId: string) {
  const lines: string[] = [];
  const device = await simulateDevice({ url, deviceId, password: "secret", log: (line) => lines.push(line) });
  cleanups.push(() => device.client.endAsync(true));
  return { device, lines };
}

describe("the device simulator", () => {
  it("says when it loses the broker, keeps trying while the broker restarts, and says when it is back", async () => {
    const { url, server } = await startBroker({ now: "accept" });
    const { device, lines } = await simulatedDoor(url, "door-1");
    expect(lines).toEqual(["connected as door-1, online"]);
    const port = Number(new URL(url).port);
    const closed = new Promise((resolve) => server.close(resolve));
    device.client.stream.destroy();
    await closed;
    // Two reconnections find nothing listening, then the broker is back on its port.
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(lines.slice(1)).toEqual(["lost the connection to the broker; reconnecting every second"]);
    await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve(null)));
    await waitFor(
      async () => lines.length,
      (count) => count >= 3,
      5000,
    );
    expect(lines[2]).toBe("reconnected, online again");
    expect(device.client.connected).toBe(true);
  });

  it("says why a reconnection is refused and stops, rather than hang unconnected", async () => {
    const answer: { now: Answer } = { now: "accept" };
    const { url } = await startBroker(answer);
    const { device, lines } = await simulatedDoor(url, "door-3");
    answer.now = "not authorized";
    const ended = new Promise<void>((resolve) => device.client.once("end", () => resolve()));
    device.client.stream.destroy();
    await ended;
    expect(lines.slice(1)).toEqual([
      "lost the connection to the broker; reconnecting every second",
      "the broker refused the reconnection (Connection refused: Not authorized): check the device's id and password; stopping",
    ]);
  });

  it("says nothing of a lost connection when it is stopped", async () => {
    const { url } = await startBroker({ now: "accept" });
    const { device, lines } = await simulatedDoor(url, "door-2");
    await device.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines).toEqual(["connected as door-2, online"]);
  });

  it("says once that a broker which cannot check its password just now turned it away, and keeps trying", async () => {
    const answer: { now: Answer } = { now: "accept" };
    const { url } = await startBroker(answer);
    const { device, lines } = await simulatedDoor(url, "door-4");
    answer.now = "server unavailable";
    device.client.stream.destroy();
    await waitFor(
      async () => lines.length,
      (count) => count >= 3,
      5000,
    );
    // More refusals come every second and are not said again.
    await new Promise((resolve) => setTimeout(resolve, 2200));
    answer.now = "accept";
    await waitFor(
      async () => lines.length,
      (count) => count >= 4,
      5000,
    );
    expect(lines.slice(1)).toEqual([
      "lost the connection to the broker; reconnecting every second",
      "the broker turned the reconnection away (Connection refused: Server unavailable); trying again every second",
      "reconnected, online again",
    ]);
  });
});

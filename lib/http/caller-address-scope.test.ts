import { describe, expect, it } from "vitest";
import { callerAddress, runAsCaller } from "./caller-address-scope";
import { PEER_ADDRESS_HEADER } from "./peer-address";

const from = (peer?: string) =>
  new Request("http://gatehouse.test/api/admin/units", { headers: peer ? { [PEER_ADDRESS_HEADER]: peer } : {} });

describe("callerAddress", () => {
  it("is the request's client address through every await of its handler, and null outside one", async () => {
    expect(callerAddress()).toBeNull();
    const seen = await runAsCaller(from("203.0.113.9"), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return callerAddress();
    });
    expect(seen).toBe("203.0.113.9");
    expect(callerAddress()).toBeNull();
  });

  it("keeps concurrent requests apart", async () => {
    const read = (peer: string, wait: number) =>
      runAsCaller(from(peer), async () => {
        await new Promise((resolve) => setTimeout(resolve, wait));
        return callerAddress();
      });
    expect(await Promise.all([read("198.51.100.1", 5), read("198.51.100.2", 1)])).toEqual([
      "198.51.100.1",
      "198.51.100.2",
    ]);
  });

  it("is null when the request carries no peer address", async () => {
    expect(await runAsCaller(from(), async () => callerAddress())).toBeNull();
  });
});

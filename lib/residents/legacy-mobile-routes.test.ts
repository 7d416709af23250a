import { beforeAll, describe, expect, it } from "vitest";
import { deviceId } from "../seed/demo-fixtures";
import { baseUrl, testDatabase, uniqueSuffix } from "../testing/test-database";
import { login, send } from "../auth/testing/identity-fixtures";

// The older mobile builds, over HTTP only, as the demo resident signed in through /registration/login.
let token: string;
let residentId: string;
const frontDoor = deviceId("demo-harbor-view", 1);
const otherPropertyDoor = deviceId("demo-maple-court", 1);

beforeAll(async () => {
  token = await login(baseUrl(), "resident@gatehouse.local", "gatehouse");
  residentId = (await testDatabase().user.findUniqueOrThrow({ where: { email: "resident@gatehouse.local" } })).id;
});

const as = (method: string, path: string, body?: unknown) => send(baseUrl(), method, path, { bearer: token, body });

describe("legacy mobile routes", () => {
  it("GET /access/doors lists the doors of the demo resident's building", async () => {
    const reply = await as("GET", "/access/doors");
    expect(reply.status).toBe(200);
    const names = reply.body?.doors.map((door: { name: string }) => door.name);
    expect(names).toEqual(expect.arrayContaining(["Front door", "Garage gate", "Front entrance intercom"]));
    expect(names).not.toContain("Lobby camera");
    expect(reply.body?.doors.every((door: { propertyId: string }) => door.propertyId === "demo-harbor-view")).toBe(
      true,
    );
    expect(reply.body).toMatchObject({ limit: 50, offset: 0, total: reply.body?.doors.length });
  });

  it("POST /access/doors/{id}/open opens the front door with method app and an unlock command", async () => {
    const reply = await as("POST", `/access/doors/${frontDoor}/open`);
    expect(reply.status).toBe(201);
    expect(reply.body?.data.accessEvent).toMatchObject({
      deviceId: frontDoor,
      userId: residentId,
      method: "app",
      result: "granted",
    });
    expect(
      await testDatabase().deviceCommand.count({
        where: { accessEventId: reply.body?.data.accessEvent.id, command: "unlock" },
      }),
    ).toBe(1);
  });

  it("answers 404 for a door of another property", async () => {
    const reply = await as("POST", `/access/doors/${otherPropertyDoor}/open`);
    expect(reply.status).toBe(404);
    expect(reply.body?.error.code).toBe("NOT_FOUND");
  });

  it("registers the phone's push token, moves it to a new owner, and forgets it", async () => {
    const pushToken = `ExponentPushToken[${uniqueSuffix()}]`;
    const registered = await as("POST", "/devices/push-token", { pushToken, platform: "ios", appVersion: "2.3.1" });
    expect(registered.status).toBe(201);
    expect(registered.body?.data.mobileDevice).toMatchObject({ platform: "ios", appVersion: "2.3.1" });
    expect(registered.body?.data.mobileDevice).not.toHaveProperty("pushToken");
    expect(await testDatabase().mobileDevice.findUnique({ where: { pushToken } })).toMatchObject({
      userId: residentId,
      revokedAt: null,
    });
    const again = await as("POST", "/devices/push-token", { pushToken, platform: "ios", appVersion: "2.4.0" });
    expect(again.body?.data.mobileDevice.id).toBe(registered.body?.data.mobileDevice.id);
    expect((await as("DELETE", "/devices/push-token", { pushToken })).status).toBe(204);
    const { revokedAt } = await testDatabase().mobileDevice.findUniqueOrThrow({ where: { pushToken } });
    expect(revokedAt).not.toBeNull();
    // A retried sign-out, and a token never seen, answer the same and change nothing.
    expect((await as("DELETE", "/devices/push-token", { pushToken })).status).toBe(204);
    expect((await as("DELETE", "/devices/push-token", { pushToken: "never-registered-0" })).status).toBe(204);
    expect((await testDatabase().mobileDevice.findUniqueOrThrow({ where: { pushToken } })).revokedAt).toEqual(
      revokedAt,
    );
  });

  it("refuses a bad platform with 400, and no token with 401", async () => {
    expect((await as("POST", "/devices/push-token", { pushToken: "abcdefghij", platform: "symbian" })).status).toBe(
      400,
    );
    expect((await send(baseUrl(), "GET", "/access/doors")).status).toBe(401);
  });

  it("keeps answering unknown legacy paths with a JSON 404", async () => {
    for (const path of ["/access/unknown", "/devices/nothing/here", "/registration/other"]) {
      const reply = await as("GET", path);
      expect(reply.status, path).toBe(404);
      expect(reply.body?.error.code).toBe("NOT_FOUND");
    }
  });
});

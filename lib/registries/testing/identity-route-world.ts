import { mintTokenSecret } from "../../invitations/token-secret";
import type { UserRole } from "../../db/generated/enums";
import type { TestServer } from "../../testing/start-test-server";
import { testDatabase, uniqueSuffix } from "../../testing/test-database";
import { CALLER_ROLES, type RouteAccess } from "../route-table";
import {
  createPerson,
  login,
  PASSWORD,
  send,
  signClerkToken,
  ssoCookie,
  v2Claims,
  type Person,
} from "../../auth/testing/identity-fixtures";

export type SignedInPerson = Person & { token: string };

// One tenant with a property, a unit, a door and a signed-in person of every role, for calling every route outside /api/admin.
export async function createIdentityWorld(server: TestServer) {
  const database = testDatabase();
  const suffix = uniqueSuffix();
  const tenantId = (await database.tenant.create({ data: { name: `Roles ${suffix}`, slug: `roles-${suffix}` } })).id;
  const property = await database.property.create({ data: { tenantId, name: "Role House", address: "1 Role Road" } });
  const unit = await database.unit.create({ data: { propertyId: property.id, label: "1", directoryCode: "1" } });
  const unitId = unit.id;
  const doorId = (
    await database.device.create({
      data: {
        propertyId: property.id,
        name: "Door",
        kind: "door_controller",
        status: "online",
        serialNumber: `R-${suffix}`,
      },
    })
  ).id;
  const people = {} as Record<UserRole, SignedInPerson>;
  for (const role of CALLER_ROLES) {
    const person = await createPerson(
      role,
      role === "platform_admin" ? null : tenantId,
      role === "resident" ? { unitIds: [unit.id] } : {},
    );
    people[role] = { ...person, token: await login(server.baseUrl, person.email) };
  }

  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const newPass = async (token: string) =>
    (
      await send(server.baseUrl, "POST", "/api/v1/guest-passes", {
        bearer: token,
        body: { name: "Guest", validFrom: new Date().toISOString(), validUntil: inAnHour(), maxUses: 1 },
      })
    ).body?.data?.guestPass?.id ?? "no-pass";

  // A valid request for each route outside /api/admin, made with the caller's own credentials.
  async function call(route: RouteAccess, person: SignedInPerson) {
    const core = { bearer: person.token };
    switch (`${route.method} ${route.path}`) {
      case "POST /api/v1/auth/clerk-session":
        return send(server.baseUrl, "POST", route.path, {
          body: { sessionToken: await signClerkToken(v2Claims(person.email)) },
        });
      case "POST /registration/login":
        return send(server.baseUrl, "POST", route.path, { body: { email: person.email, password: PASSWORD } });
      case "POST /api/v1/auth/dev-session":
        return send(server.baseUrl, "POST", route.path, { body: { email: person.email } });
      case "POST /api/v1/auth/password-reset":
        return send(server.baseUrl, "POST", route.path, { body: { email: person.email } });
      case "POST /api/v1/auth/set-password": {
        // A link minted here for the person, who sets the same password again and then signs in anew.
        const { secret, hash } = mintTokenSecret();
        await testDatabase().userToken.create({
          data: {
            userId: person.id,
            purpose: "password_reset",
            tokenHash: hash,
            expiresAt: new Date(Date.now() + 60_000),
          },
        });
        const reply = await send(server.baseUrl, "POST", route.path, { body: { token: secret, password: PASSWORD } });
        person.token = await login(server.baseUrl, person.email);
        return reply;
      }
      case "GET /api/auth/session":
        return send(server.baseUrl, "GET", route.path, { cookie: await ssoCookie(person) });
      case "PATCH /api/v1/profile":
        return send(server.baseUrl, "PATCH", route.path, { ...core, body: { notificationPrefs: { calls: true } } });
      case "DELETE /api/v1/profile/sessions": {
        // Signing out everywhere ends the person's token; the next routes get a fresh one.
        const reply = await send(server.baseUrl, "DELETE", route.path, core);
        person.token = await login(server.baseUrl, person.email);
        return reply;
      }
      case "POST /api/v1/access/{deviceId}/open":
        return send(server.baseUrl, "POST", `/api/v1/access/${doorId}/open`, { ...core, body: { source: "app" } });
      case "GET /api/v1/access/{deviceId}/commands/{commandId}": {
        const opened = await send(server.baseUrl, "POST", `/api/v1/access/${doorId}/open`, {
          ...core,
          body: { source: "app" },
        });
        return send(
          server.baseUrl,
          "GET",
          `/api/v1/access/${doorId}/commands/${opened.body?.data?.accessEvent?.commandId ?? "none"}`,
          core,
        );
      }
      case "POST /api/v1/guest-passes":
        return send(server.baseUrl, "POST", route.path, {
          ...core,
          body: { name: "Guest", validFrom: new Date().toISOString(), validUntil: inAnHour(), maxUses: 1 },
        });
      case "DELETE /api/v1/guest-passes/{id}":
        return send(server.baseUrl, "DELETE", `/api/v1/guest-passes/${await newPass(people.resident.token)}`, core);
      case "POST /api/v1/calls/{callId}/open": {
        // A visitor ringing the resident's unit right now, at a property whose door is its entrance.
        const door = await testDatabase().device.update({ where: { id: doorId }, data: { isEntrance: true } });
        const call = await testDatabase().call.create({
          data: {
            propertyId: door.propertyId,
            unitId,
            carrier: "twilio",
            carrierCallId: `CA${uniqueSuffix()}`,
            from: "+15550100",
            to: "+15550101",
            status: "ringing",
          },
        });
        return send(server.baseUrl, "POST", `/api/v1/calls/${call.id}/open`, core);
      }
      case "POST /api/v1/notifications/push-subscriptions":
        return send(server.baseUrl, "POST", route.path, {
          ...core,
          body: {
            endpoint: `https://push.example.com/${uniqueSuffix()}`,
            keys: { p256dh: "BNcRdreALRFX", auth: "tBHItJI5svbp" },
          },
        });
      case "DELETE /api/v1/notifications/push-subscriptions":
        return send(server.baseUrl, "DELETE", route.path, {
          ...core,
          body: { endpoint: "https://push.example.com/none" },
        });
      case "POST /access/doors/{deviceId}/open":
        return send(server.baseUrl, "POST", `/access/doors/${doorId}/open`, core);
      case "POST /devices/push-token":
        return send(server.baseUrl, "POST", route.path, {
          ...core,
          body: { pushToken: `push-${uniqueSuffix()}`, platform: "android" },
        });
      case "DELETE /devices/push-token": {
        const pushToken = `push-${uniqueSuffix()}`;
        await send(server.baseUrl, "POST", route.path, { ...core, body: { pushToken, platform: "android" } });
        return send(server.baseUrl, "DELETE", route.path, { ...core, body: { pushToken } });
      }
      case "POST /access/keypad":
        return send(server.baseUrl, "POST", route.path, { ...core, body: { deviceId: doorId, pin: "123456" } });
      default:
        return send(server.baseUrl, route.method, route.path, core);
    }
  }

  return { tenantId, unitId, doorId, people, call, newPass };
}

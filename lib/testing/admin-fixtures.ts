import type { ExampleIds } from "../framework/admin-operation";
import { issueApiKey } from "../api-keys/issue-api-key";
import { emitEvent } from "../events-out/emit-event";
import { generateWebhookSecret } from "../events-out/webhook-secret";
import { testDatabase, uniquePhoneNumber, uniqueSuffix } from "./test-database";

// A fresh tenant with one of every admin resource, for the contract and matrix tests.
export async function createExampleIds(): Promise<ExampleIds> {
  const database = testDatabase();
  const suffix = uniqueSuffix();
  const tenant = await database.tenant.create({ data: { name: `Example ${suffix}`, slug: `example-${suffix}` } });
  const property = await database.property.create({
    data: {
      tenantId: tenant.id,
      name: `Example House ${suffix}`,
      address: "1 Example Road",
      phoneNumber: uniquePhoneNumber("+1999"),
    },
  });
  const unit = await database.unit.create({
    data: { propertyId: property.id, label: "1A", floor: "1", directoryCode: "11" },
  });
  const vacantUnit = await database.unit.create({
    data: { propertyId: property.id, label: "1B", floor: "1", directoryCode: "12" },
  });
  const user = await database.user.create({
    data: {
      tenantId: tenant.id,
      email: `resident-${suffix}@example.test`,
      name: "Example Resident",
      role: "resident",
      status: "active",
      memberships: { create: { unitId: unit.id } },
    },
  });
  const invited = await database.user.create({
    data: {
      tenantId: tenant.id,
      email: `invited-${suffix}@example.test`,
      name: "Invited Resident",
      role: "resident",
      status: "invited",
    },
  });
  const device = await database.device.create({
    data: {
      propertyId: property.id,
      name: "Example door",
      kind: "door_controller",
      serialNumber: `EX-${suffix}`,
      status: "online",
      isEntrance: true,
    },
  });
  const call = await database.call.create({
    data: {
      propertyId: property.id,
      unitId: unit.id,
      residentId: user.id,
      carrier: "twilio",
      carrierCallId: `CA${suffix}`,
      from: "+15550100",
      to: property.phoneNumber ?? "+15550101",
      status: "completed",
      outcome: "door_opened",
      startedAt: new Date(Date.now() - 60_000),
      answeredAt: new Date(Date.now() - 50_000),
      endedAt: new Date(Date.now() - 20_000),
      durationSeconds: 40,
      events: {
        create: [
          { type: "ringing", status: "ringing" },
          { type: "completed", status: "completed" },
        ],
      },
    },
  });
  const guestPass = await database.guestPass.create({
    data: {
      propertyId: property.id,
      unitId: unit.id,
      createdById: user.id,
      name: "Example guest",
      pinHash: `example-pin-${suffix}`,
      qrTokenHash: `example-qr-${suffix}`,
      validFrom: new Date(Date.now() - 60_000),
      validUntil: new Date(Date.now() + 86_400_000),
      maxUses: 5,
    },
  });
  // A key that a caller holding api_keys:write may rename, revoke or rotate.
  const apiKey = await issueApiKey(database, { name: "Example key", scopes: ["api_keys:write"], tenantId: tenant.id });
  // An endpoint whose one delivery was tried once and answered 503.
  const endpoint = await database.webhookEndpoint.create({
    data: {
      tenantId: tenant.id,
      url: "http://127.0.0.1:9/in",
      eventTypes: ["device.offline"],
      secret: generateWebhookSecret(),
    },
  });
  const eventId = await database.$transaction((tx) =>
    emitEvent(
      tx,
      tenant.id,
      "webhook.test",
      { webhookEndpointId: endpoint.id, message: "example" },
      { endpointId: endpoint.id },
    ),
  );
  const delivery = await database.webhookDelivery.update({
    where: { endpointId_eventId: { endpointId: endpoint.id, eventId } },
    data: {
      attemptCount: 1,
      lastStatusCode: 503,
      attempts: { create: { attempt: 1, statusCode: 503, durationMs: 12 } },
    },
  });
  return {
    tenantId: tenant.id,
    propertyId: property.id,
    unitId: unit.id,
    vacantUnitId: vacantUnit.id,
    userId: user.id,
    invitedUserId: invited.id,
    deviceId: device.id,
    callId: call.id,
    guestPassId: guestPass.id,
    apiKeyId: apiKey.id,
    webhookEndpointId: endpoint.id,
    webhookDeliveryId: delivery.id,
    propertyName: property.name,
  };
}

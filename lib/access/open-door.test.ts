import { beforeAll, describe, expect, it, inject } from "vitest";
import { auditSql } from "../audit/record-audit";
import { Prisma } from "../db/generated/client";
import { publishUnlockJob } from "../device-gateway/publish-unlock-job";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { openDoor } from "./open-door";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
});

async function door(status: "online" | "offline") {
  const database = testDatabase();
  const suffix = uniqueSuffix();
  const tenant = await database.tenant.create({ data: { name: `Door ${suffix}`, slug: `door-${suffix}` } });
  const property = await database.property.create({
    data: { tenantId: tenant.id, name: `Door House ${suffix}`, address: "1 Door Road" },
  });
  return database.device.create({
    data: { propertyId: property.id, name: "Front door", kind: "door_controller", serialNumber: `D-${suffix}`, status },
  });
}

async function written(accessEventId: string, commandId: string | null) {
  const database = testDatabase();
  const jobs = await readQueuedJobs(database, [publishUnlockJob.kind]);
  return {
    accessEvent: await database.accessEvent.findUnique({ where: { id: accessEventId } }),
    command: commandId ? await database.deviceCommand.findUnique({ where: { id: commandId } }) : null,
    jobs: jobs.filter((job) => (job.payload as { commandId?: string }).commandId === commandId),
    events: await database.outboundEvent.findMany({
      where: { data: { path: ["accessEvent", "id"], equals: accessEventId } },
    }),
    audit: await database.auditLog.findMany({ where: { data: { path: ["accessEventId"], equals: accessEventId } } }),
  };
}

describe("opening a door", () => {
  it("writes the access event, the command, its publish job, the door.opened event and the caller's audit entry", async () => {
    const device = await door("online");
    const { accessEvent, command } = await testDatabase().$transaction((tx) =>
      openDoor(tx, {
        deviceId: device.id,
        method: "admin",
        alsoWrite: (event) =>
          auditSql(
            { kind: "session", id: "someone" },
            {
              tenantId: event.tenantId,
              action: "device.unlock",
              targetType: "device",
              data: { accessEventId: event.id },
            },
          ),
      }),
    );
    expect(command).not.toBeNull();
    const rows = await written(accessEvent.id, command!.id);
    expect(rows.accessEvent).toEqual(accessEvent);
    expect(rows.command).toEqual(command);
    expect(rows.command).toMatchObject({ status: "pending", accessEventId: accessEvent.id, deviceId: device.id });
    expect(rows.jobs).toHaveLength(1);
    expect(rows.events.map((event) => event.type)).toEqual(["door.opened"]);
    expect(rows.events[0].data).toMatchObject({ accessEvent: { id: accessEvent.id, command: { id: command!.id } } });
    expect(rows.audit).toHaveLength(1);
    expect(rows.audit[0]).toMatchObject({ actorType: "user", actorId: "someone", tenantId: accessEvent.tenantId });
  });

  it("records a refusal with its reason, and no command or job", async () => {
    const device = await door("offline");
    const { accessEvent, command } = await testDatabase().$transaction((tx) =>
      openDoor(tx, { deviceId: device.id, method: "portal" }),
    );
    expect(command).toBeNull();
    expect(accessEvent).toMatchObject({ result: "denied", reason: "device offline" });
    const rows = await written(accessEvent.id, null);
    expect(rows.accessEvent).toEqual(accessEvent);
    expect(rows.events.map((event) => event.type)).toEqual(["door.denied"]);
  });

  it("writes nothing at all when one of its writes fails, even outside a transaction", async () => {
    const device = await door("online");
    let accessEventId = "";
    await expect(
      openDoor(testDatabase(), {
        deviceId: device.id,
        method: "admin",
        // An audit entry naming a tenant that does not exist breaks its foreign key.
        alsoWrite: (event) => {
          accessEventId = event.id;
          return auditSql({ kind: "api_key", id: "key" }, { tenantId: "no-such-tenant", action: "x", targetType: "y" });
        },
      }),
    ).rejects.toThrow(Prisma.PrismaClientKnownRequestError);
    const commands = await testDatabase().deviceCommand.findMany({ where: { deviceId: device.id } });
    expect(commands).toEqual([]);
    const rows = await written(accessEventId, null);
    expect(rows).toMatchObject({ accessEvent: null, events: [], audit: [] });
    expect(await testDatabase().accessEvent.count({ where: { deviceId: device.id } })).toBe(0);
  });
});

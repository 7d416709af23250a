import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { clerkEvent, postClerk } from "../webhooks/testing/provider-clients";
import {
  startWebhookTestServer,
  storedEvents,
  type WebhookTestServer,
} from "../webhooks/testing/start-webhook-test-server";

let gateway: WebhookTestServer;

beforeAll(async () => {
  gateway = await startWebhookTestServer();
}, 120_000);

afterAll(async () => gateway?.stop());

const clerkUser = (id: string, email: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: "user",
  first_name: "Casey",
  last_name: "Clerk",
  username: null,
  email_addresses: [{ id: `idn_${id}`, email_address: email }],
  primary_email_address_id: `idn_${id}`,
  phone_numbers: [{ id: `idp_${id}`, phone_number: "+15551230000" }],
  primary_phone_number_id: `idp_${id}`,
  public_metadata: {},
  ...extra,
});
const organization = (id: string, name: string, slug: string) => ({ id, object: "organization", name, slug });
const membership = (org: ReturnType<typeof organization>, userId: string, email: string, role: string) => ({
  id: `orgmem_${uniqueSuffix()}`,
  object: "organization_membership",
  role,
  organization: org,
  public_user_data: { user_id: userId, identifier: email, first_name: "Member", last_name: "Person" },
});
const user = (clerkUserId: string) => testDatabase().user.findUnique({ where: { clerkUserId } });

describe("Clerk webhook", () => {
  it("creates a new user and links an invited one by email, then follows updates and deactivates on delete", async () => {
    const suffix = uniqueSuffix();
    const created = await postClerk(
      gateway,
      clerkEvent("user.created", clerkUser(`user_a${suffix}`, `new-${suffix}@clerk.test`)),
    );
    expect(created.status).toBe(200);
    expect(await user(`user_a${suffix}`)).toMatchObject({
      email: `new-${suffix}@clerk.test`,
      name: "Casey Clerk",
      phone: "+15551230000",
      status: "active",
      role: "resident",
    });

    const invited = await testDatabase().user.create({
      data: { email: `invited-${suffix}@clerk.test`, name: "Invited", role: "staff", status: "invited" },
    });
    await postClerk(gateway, clerkEvent("user.created", clerkUser(`user_b${suffix}`, `Invited-${suffix}@clerk.test`)));
    expect(await user(`user_b${suffix}`)).toMatchObject({ id: invited.id, status: "active", role: "staff" });

    await postClerk(
      gateway,
      clerkEvent(
        "user.updated",
        clerkUser(`user_b${suffix}`, `invited-${suffix}@clerk.test`, {
          first_name: "Renamed",
          public_metadata: { role: "resident" },
        }),
      ),
    );
    expect(await user(`user_b${suffix}`)).toMatchObject({ id: invited.id, name: "Renamed Clerk", role: "resident" });

    await postClerk(gateway, clerkEvent("user.deleted", { id: `user_b${suffix}`, object: "user", deleted: true }));
    const deleted = await user(`user_b${suffix}`);
    expect(deleted).toMatchObject({ id: invited.id, status: "suspended" });
    expect(deleted?.deactivatedAt).not.toBeNull();
  });

  it("applies user and organization events in the order of their own times: an older update arriving later changes nothing", async () => {
    const suffix = uniqueSuffix();
    const id = `user_o${suffix}`;
    const email = `ordered-${suffix}@clerk.test`;
    const at = Date.now();
    await postClerk(
      gateway,
      clerkEvent("user.created", clerkUser(id, email, { first_name: "First", updated_at: at - 60_000 })),
    );
    await postClerk(gateway, clerkEvent("user.updated", clerkUser(id, email, { first_name: "Newer", updated_at: at })));
    const older = await postClerk(
      gateway,
      clerkEvent("user.updated", clerkUser(id, email, { first_name: "Older", updated_at: at - 30_000 })),
    );
    expect(older.status).toBe(200);
    expect(await user(id)).toMatchObject({ name: "Newer Clerk", clerkUpdatedAt: new Date(at) });
    await postClerk(
      gateway,
      clerkEvent("user.updated", clerkUser(id, email, { first_name: "Newest", updated_at: at + 1 })),
    );
    expect(await user(id)).toMatchObject({ name: "Newest Clerk" });

    const org = organization(`org_o${suffix}`, `Ordered ${suffix}`, `ordered-${suffix}`);
    await postClerk(gateway, clerkEvent("organization.updated", { ...org, name: "Newer Org", updated_at: at }));
    await postClerk(gateway, clerkEvent("organization.updated", { ...org, name: "Older Org", updated_at: at - 1 }));
    expect(await testDatabase().tenant.findUnique({ where: { clerkOrgId: org.id } })).toMatchObject({
      name: "Newer Org",
    });

    const member = `user_m${suffix}`;
    await postClerk(
      gateway,
      clerkEvent("organizationMembership.updated", {
        ...membership(org, member, `member-${suffix}@clerk.test`, "org:admin"),
        updated_at: at,
      }),
    );
    await postClerk(
      gateway,
      clerkEvent("organizationMembership.updated", {
        ...membership(org, member, `member-${suffix}@clerk.test`, "org:member"),
        updated_at: at - 1,
      }),
    );
    expect(await user(member)).toMatchObject({ role: "owner" });
  });

  it("answers a correctly signed body that is not a usable event with a 4xx, never a 5xx", async () => {
    const bodies: unknown[] = [
      "just a string",
      [1, 2],
      clerkEvent("user.created", { id: 5, email_addresses: "none" }),
      clerkEvent("organizationMembership.created", {}),
      clerkEvent("user.updated", { id: "user_far", email_addresses: [], updated_at: 1e20 }),
      clerkEvent("user.updated", { id: "user_half", email_addresses: [], updated_at: 1.5 }),
    ];
    for (const body of bodies) {
      const answer = await postClerk(gateway, body);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      if (answer.status >= 400) expect(answer.body?.error?.code).toEqual(expect.any(String));
    }
  });

  it("keeps tenants in step with organizations and suspends, never erases, a deleted one", async () => {
    const suffix = uniqueSuffix();
    const org = organization(`org_${suffix}`, `Org ${suffix}`, `org-${suffix}`);
    await postClerk(gateway, clerkEvent("organization.created", org));
    const tenant = await testDatabase().tenant.findUnique({ where: { clerkOrgId: org.id } });
    expect(tenant).toMatchObject({ name: org.name, slug: org.slug, status: "active" });
    await postClerk(gateway, clerkEvent("organization.updated", { ...org, name: "Renamed Org" }));
    expect(await testDatabase().tenant.findUnique({ where: { clerkOrgId: org.id } })).toMatchObject({
      id: tenant?.id,
      name: "Renamed Org",
    });
    await postClerk(gateway, clerkEvent("organization.deleted", { id: org.id, object: "organization", deleted: true }));
    expect(await testDatabase().tenant.findUnique({ where: { clerkOrgId: org.id } })).toMatchObject({
      id: tenant?.id,
      status: "suspended",
    });
  });

  it("maps membership roles (org:admin owner, org:member staff, a resident stays resident) and suspends on removal", async () => {
    const suffix = uniqueSuffix();
    const org = organization(`org_m${suffix}`, `Members ${suffix}`, `members-${suffix}`);
    await postClerk(
      gateway,
      clerkEvent(
        "organizationMembership.created",
        membership(org, `user_o${suffix}`, `owner-${suffix}@clerk.test`, "org:admin"),
      ),
    );
    const tenant = await testDatabase().tenant.findUniqueOrThrow({ where: { clerkOrgId: org.id } });
    expect(await user(`user_o${suffix}`)).toMatchObject({ tenantId: tenant.id, role: "owner", status: "active" });

    await postClerk(
      gateway,
      clerkEvent(
        "organizationMembership.created",
        membership(org, `user_s${suffix}`, `staff-${suffix}@clerk.test`, "org:member"),
      ),
    );
    expect(await user(`user_s${suffix}`)).toMatchObject({ tenantId: tenant.id, role: "staff" });

    const resident = await testDatabase().user.create({
      data: {
        email: `resident-${suffix}@clerk.test`,
        name: "Resident",
        role: "resident",
        status: "active",
        clerkUserId: `user_r${suffix}`,
      },
    });
    await postClerk(
      gateway,
      clerkEvent("organizationMembership.created", membership(org, `user_r${suffix}`, resident.email, "org:member")),
    );
    expect(await user(`user_r${suffix}`)).toMatchObject({ id: resident.id, tenantId: tenant.id, role: "resident" });

    await postClerk(
      gateway,
      clerkEvent(
        "organizationMembership.updated",
        membership(org, `user_s${suffix}`, `staff-${suffix}@clerk.test`, "org:admin"),
      ),
    );
    expect((await user(`user_s${suffix}`))?.role).toBe("owner");

    await postClerk(
      gateway,
      clerkEvent(
        "organizationMembership.deleted",
        membership(org, `user_s${suffix}`, `staff-${suffix}@clerk.test`, "org:admin"),
      ),
    );
    const removed = await user(`user_s${suffix}`);
    expect(removed).toMatchObject({ tenantId: tenant.id, status: "suspended" });
    expect(removed?.deactivatedAt).not.toBeNull();
  });

  it("keeps a suspension: a late or role-changing membership event does not bring a user back, joining again does", async () => {
    const suffix = uniqueSuffix();
    const org = organization(`org_k${suffix}`, `Kept ${suffix}`, `kept-${suffix}`);
    const id = `user_k${suffix}`;
    const email = `kept-${suffix}@clerk.test`;
    const t0 = Date.now() - 60_000;
    await postClerk(gateway, clerkEvent("user.created", clerkUser(id, email, { updated_at: t0 })));
    await postClerk(
      gateway,
      clerkEvent("organizationMembership.created", {
        ...membership(org, id, email, "org:member"),
        updated_at: t0 + 10,
      }),
    );
    expect(await user(id)).toMatchObject({ status: "active" });
    await postClerk(gateway, clerkEvent("user.deleted", { id, object: "user", deleted: true }));
    expect(await user(id)).toMatchObject({ status: "suspended" });
    // Made before the deletion, delivered after it.
    const late = await postClerk(
      gateway,
      clerkEvent("organizationMembership.updated", { ...membership(org, id, email, "org:admin"), updated_at: t0 + 15 }),
    );
    expect(late.status).toBe(200);
    const kept = await user(id);
    expect(kept).toMatchObject({ status: "suspended" });
    expect(kept?.deactivatedAt).not.toBeNull();

    // A suspension made here stays through a later role change in Clerk; joining the organization again lifts it.
    const member = `user_j${suffix}`;
    const memberEmail = `joins-${suffix}@clerk.test`;
    await postClerk(
      gateway,
      clerkEvent("organizationMembership.created", membership(org, member, memberEmail, "org:member")),
    );
    await testDatabase().user.update({
      where: { clerkUserId: member },
      data: { status: "suspended", deactivatedAt: new Date(Date.now() - 1_000) },
    });
    await postClerk(
      gateway,
      clerkEvent("organizationMembership.updated", {
        ...membership(org, member, memberEmail, "org:admin"),
        updated_at: Date.now(),
      }),
    );
    expect(await user(member)).toMatchObject({ status: "suspended", role: "owner" });
    await postClerk(
      gateway,
      clerkEvent("organizationMembership.created", {
        ...membership(org, member, memberEmail, "org:admin"),
        updated_at: Date.now() + 1,
      }),
    );
    expect(await user(member)).toMatchObject({ status: "active", deactivatedAt: null });
  });

  it("refuses forged, too-old, tampered and header-missing deliveries with 401 and stores nothing", async () => {
    const suffix = uniqueSuffix();
    const messageId = `msg_forged_${suffix}`;
    const event = clerkEvent("user.created", clerkUser(`user_f${suffix}`, `forged-${suffix}@clerk.test`));
    const attempts = [
      await postClerk(gateway, event, {
        messageId,
        secret: `whsec_${Buffer.from("not-the-right-secret-at-all-0000").toString("base64")}`,
      }),
      await postClerk(gateway, event, { messageId, at: new Date(Date.now() - 10 * 60_000) }),
      await postClerk(gateway, event, { messageId, sendBody: JSON.stringify(event).replace("forged-", "other-") }),
      await postClerk(gateway, event, { messageId, omit: "svix-signature" }),
      await postClerk(gateway, event, { omit: "svix-id" }),
      await postClerk(gateway, event, { messageId, omit: "svix-timestamp" }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(401);
      expect(attempt.body?.error?.code).toBe("INVALID_SIGNATURE");
    }
    expect(await storedEvents("clerk", messageId)).toBe(0);
    expect(await user(`user_f${suffix}`)).toBeNull();
  });

  it("applies a message once when it is redelivered or delivered in a race", async () => {
    const suffix = uniqueSuffix();
    const event = clerkEvent(
      "organizationMembership.created",
      membership(
        organization(`org_r${suffix}`, `Race ${suffix}`, `race-${suffix}`),
        `user_x${suffix}`,
        `race-${suffix}@clerk.test`,
        "org:member",
      ),
    );
    const messageId = `msg_${suffix}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => postClerk(gateway, event, { messageId })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    expect((await postClerk(gateway, event, { messageId })).duplicate).toBe(true);
    expect(await testDatabase().tenant.count({ where: { clerkOrgId: `org_r${suffix}` } })).toBe(1);
    expect(await testDatabase().user.count({ where: { clerkUserId: `user_x${suffix}` } })).toBe(1);
    expect(await testDatabase().webhookEvent.count({ where: { sender: "clerk", eventId: messageId } })).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdminPrincipal } from "../auth/admin-principal";
import { ALL_SCOPES } from "../auth/scopes";
import { createPerson } from "../auth/testing/identity-fixtures";
import { migrateJobQueue } from "../jobs/migrate-job-queue";
import { runJobsUntilIdle } from "../jobs/testing/run-jobs-until-idle";
import { createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { signOutEverywhere } from "../sign-in/sign-out-everywhere";
import { resendInvitation, withdrawInvitation } from "./manage-invitations";
import { sendClerkInvitation } from "./send-clerk-invitation";
import { startClerkApi } from "./testing/start-clerk-api";

const SECRET_KEY = "sk_test_gatehouse_invitations";
const jobsSchema = `jobs_${uniqueSuffix()}`;
let clerk: Awaited<ReturnType<typeof startClerkApi>>;
let principal: AdminPrincipal;

beforeAll(async () => {
  clerk = await startClerkApi(SECRET_KEY);
  Object.assign(process.env, {
    DATABASE_URL: inject("databaseUrl"),
    JOBS_SCHEMA: jobsSchema,
    CLERK_SECRET_KEY: SECRET_KEY,
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "pk_test_Z2F0ZWhvdXNlLmV4YW1wbGUk",
    CLERK_API_URL: clerk.url,
    PUBLIC_BASE_URL: "https://gatehouse.example.test",
  });
  await migrateJobQueue(inject("databaseUrl"), jobsSchema);
  const tenant = await createTestTenant();
  principal = {
    kind: "api_key",
    id: `key-${uniqueSuffix()}`,
    tenantId: tenant.id,
    userId: null,
    scopes: new Set(ALL_SCOPES),
  };
});

afterAll(async () => {
  await clerk?.close();
  await testDatabase().$executeRawUnsafe(`drop schema if exists "${jobsSchema}" cascade`);
});

const runJobs = () => runJobsUntilIdle({ connectionString: inject("databaseUrl"), schema: jobsSchema });

describe("invitations with Clerk configured", () => {
  it("invites through Clerk's invitations API, and a withdrawal revokes it there", async () => {
    const person = await createPerson("resident", principal.tenantId, { status: "invited" });
    const sent = await resendInvitation(principal, person.id);
    expect(sent.channel).toBe("clerk");
    await runJobs();
    const [invitation] = clerk.invitations.filter((i) => i.email_address === person.email);
    expect(invitation).toMatchObject({
      public_metadata: { gatehouseUserId: person.id },
      redirect_url: "https://gatehouse.example.test/portal/sign-in",
      notify: true,
      status: "pending",
    });
    const [token] = await testDatabase().userToken.findMany({ where: { userId: person.id } });
    // Clerk owns the link: no secret of Gatehouse's exists for it.
    expect(token).toMatchObject({ clerkInvitationId: invitation.id, tokenHash: null, sentAt: expect.any(Date) });

    await withdrawInvitation(principal, person.id);
    expect(invitation.status).toBe("pending");
    await runJobs();
    expect(invitation.status).toBe("revoked");
  });

  it("is refused by Clerk without the instance's secret key", async () => {
    const person = await createPerson("resident", principal.tenantId, { status: "invited" });
    const token = await testDatabase().userToken.create({
      data: { userId: person.id, purpose: "invitation", expiresAt: new Date(Date.now() + 60_000) },
    });
    process.env.CLERK_SECRET_KEY = "sk_test_someone_else";
    try {
      await expect(sendClerkInvitation(token.id, { id: person.id, email: person.email })).rejects.toThrow();
    } finally {
      process.env.CLERK_SECRET_KEY = SECRET_KEY;
    }
    expect(clerk.invitations.some((i) => i.email_address === person.email)).toBe(false);
  });
});

describe("sign out everywhere with Clerk configured", () => {
  it("ends the person's Gatehouse sessions at once and their active Clerk sessions through a job", async () => {
    const person = await createPerson("owner", principal.tenantId);
    const [mine, other] = [`user_${uniqueSuffix()}`, `user_${uniqueSuffix()}`];
    clerk.users.push({ id: mine, email: person.email.toUpperCase() }, { id: other, email: `other-${person.email}` });
    clerk.sessions.push(
      { id: `sess_${uniqueSuffix()}`, userId: mine, status: "active" },
      { id: `sess_${uniqueSuffix()}`, userId: mine, status: "active" },
      { id: `sess_${uniqueSuffix()}`, userId: other, status: "active" },
      // Signed in again after the click (the job ran later): stays.
      { id: `sess_${uniqueSuffix()}`, userId: mine, status: "active", createdAt: Date.now() + 60_000 },
    );
    const statuses = (userId: string) => clerk.sessions.filter((s) => s.userId === userId).map((s) => s.status);

    const version = async () =>
      (await testDatabase().user.findUniqueOrThrow({ where: { id: person.id } })).sessionVersion;
    const before = await version();
    await signOutEverywhere(person.id);
    expect(await version()).toBe(before + 1);
    expect(statuses(mine)).toEqual(["active", "active", "active"]);
    await runJobs();
    expect(statuses(mine)).toEqual(["revoked", "revoked", "active"]);
    expect(statuses(other)).toEqual(["active"]);
  });
});

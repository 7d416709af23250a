import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, createPerson, login, send } from "../auth/testing/identity-fixtures";
import { verifyPassword } from "../auth/hash-password";
import { readQueuedJobs } from "../jobs/testing/read-queued-jobs";
import { createTestKey, createTestTenant } from "../testing/admin-client";
import { testDatabase, uniqueSuffix } from "../testing/test-database";
import { queueUserToken } from "./queue-user-token";
import { startMailTestServer, TEST_MAIL_FROM } from "./testing/start-mail-test-server";
import { hashTokenSecret, mintTokenSecret } from "./token-secret";

let mail: Awaited<ReturnType<typeof startMailTestServer>>;
let key: string;
let tenantId: string;

beforeAll(async () => {
  mail = await startMailTestServer();
  tenantId = (await createTestTenant()).id;
  key = (await createTestKey(tenantId)).key;
}, 120_000);

afterAll(async () => {
  await mail?.stop();
});

const base = () => mail.server.baseUrl;
const admin = (method: string, path: string, body?: unknown) => send(base(), method, path, { bearer: key, body });
const mailsTo = (email: string) => mail.smtp.received.filter((m) => m.to.includes(email));
const tokenOf = (link: string) => new URL(link).searchParams.get("token") as string;
const setPassword = (token: string, password: string) =>
  send(base(), "POST", "/api/v1/auth/set-password", { body: { token, password } });
const page = async (token: string) => (await fetch(`${base()}/set-password?token=${encodeURIComponent(token)}`)).text();

async function invite(role = "resident") {
  const email = `invitee-${uniqueSuffix()}@example.test`;
  const created = await admin("POST", "/api/admin/users", { email, name: "Ivy Invitee", role });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { email, id: created.body?.data.user.id as string };
}

describe("invitations", () => {
  it("mails an invited user a single-use link, hashed at rest, that sets the password and lets them sign in", async () => {
    const { email, id } = await invite();
    // The secret does not exist until the mail is sent.
    const [queued] = await testDatabase().userToken.findMany({ where: { userId: id } });
    expect(queued).toMatchObject({ purpose: "invitation", tokenHash: null, usedAt: null });
    expect(mailsTo(email)).toEqual([]);

    await mail.runJobs();
    const [message] = mailsTo(email);
    expect(message).toMatchObject({
      from: TEST_MAIL_FROM,
      to: [email],
      subject: expect.stringMatching(/^You're invited to Gatehouse for /),
    });
    expect(message.link).toMatch(new RegExp(`^${base()}/set-password\\?token=`));
    expect(message.html).toContain("Set your password");
    const token = tokenOf(message.link as string);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = await testDatabase().userToken.findUniqueOrThrow({ where: { id: queued.id } });
    expect(stored.tokenHash).toBe(hashTokenSecret(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(await page(token)).toContain("Welcome to Gatehouse");
    const short = await setPassword(token, "short");
    expect(short.status).toBe(400);
    expect(short.body?.error.code).toBe("VALIDATION_ERROR");

    const set = await setPassword(token, "a brand new passphrase");
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body?.data.account).toEqual({ email, role: "resident" });
    const user = await testDatabase().user.findUniqueOrThrow({ where: { id } });
    expect(user.status).toBe("active");
    expect(await verifyPassword("a brand new passphrase", user.passwordHash)).toBe(true);
    expect(await login(base(), email, "a brand new passphrase")).toEqual(expect.any(String));

    const again = await setPassword(token, "another passphrase");
    expect(again.status).toBe(400);
    expect(again.body?.error.details).toEqual([{ field: "token", issue: "used" }]);
    expect(await page(token)).toContain("already used");
    const actions = await testDatabase().auditLog.findMany({ where: { targetId: id }, orderBy: { createdAt: "asc" } });
    expect(actions.map((entry) => entry.action)).toEqual(["user.create", "user.invitation.accept"]);
    expect(actions[0].data).toMatchObject({ invitation: "email" });
  });

  it("resend replaces the earlier link, and withdraw ends every link and the account", async () => {
    const { email, id } = await invite();
    await mail.runJobs();
    const first = tokenOf(mailsTo(email)[0].link as string);

    const resent = await admin("POST", `/api/admin/users/${id}/resend-invitation`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body?.data.invitation).toEqual({ userId: id, channel: "email", expiresAt: expect.any(String) });
    await mail.runJobs();
    expect(mailsTo(email)).toHaveLength(2);
    const second = tokenOf(mailsTo(email)[1].link as string);
    expect(second).not.toBe(first);
    expect((await setPassword(first, "a brand new passphrase")).body?.error.details).toEqual([
      { field: "token", issue: "withdrawn" },
    ]);
    expect(await page(first)).toContain("withdrawn");
    expect(await page(second)).toContain("Welcome to Gatehouse");

    const withdrawn = await admin("POST", `/api/admin/users/${id}/withdraw-invitation`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body?.data.user).toMatchObject({ id, status: "suspended", deactivatedAt: expect.any(String) });
    expect((await setPassword(second, "a brand new passphrase")).body?.error.details).toEqual([
      { field: "token", issue: "withdrawn" },
    ]);
    expect((await admin("POST", `/api/admin/users/${id}/resend-invitation`)).status).toBe(409);
    expect((await admin("POST", `/api/admin/users/${id}/withdraw-invitation`)).status).toBe(409);
    await mail.runJobs();
    expect(mailsTo(email)).toHaveLength(2);
    const actions = await testDatabase().auditLog.findMany({ where: { targetId: id }, orderBy: { createdAt: "asc" } });
    expect(actions.map((entry) => entry.action)).toEqual([
      "user.create",
      "user.invitation.send",
      "user.invitation.withdraw",
    ]);
  });

  it("refuses an expired or unknown link, and an active user's resend is a conflict", async () => {
    const person = await createPerson("resident", tenantId, { status: "invited" });
    const { secret, hash } = mintTokenSecret();
    await testDatabase().userToken.create({
      data: { userId: person.id, purpose: "invitation", tokenHash: hash, expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await setPassword(secret, "a brand new passphrase")).body?.error.details).toEqual([
      { field: "token", issue: "expired" },
    ]);
    expect(await page(secret)).toContain("expired");
    expect((await setPassword(mintTokenSecret().secret, "a brand new passphrase")).body?.error.details).toEqual([
      { field: "token", issue: "unknown" },
    ]);
    expect(await page("nonsense")).toContain("not valid");
    const active = await createPerson("resident", tenantId);
    expect((await admin("POST", `/api/admin/users/${active.id}/resend-invitation`)).status).toBe(409);
  });

  it("leaves no link and no mail job when the transaction that invites rolls back", async () => {
    const person = await createPerson("resident", tenantId, { status: "invited" });
    const failed = testDatabase().$transaction(async (tx) => {
      await queueUserToken(tx, person.id, "invitation");
      throw new Error("rolled back");
    });
    await expect(failed).rejects.toThrow("rolled back");
    expect(await testDatabase().userToken.count({ where: { userId: person.id } })).toBe(0);
    const jobs = await readQueuedJobs(testDatabase(), ["users.send-link"], mail.jobsSchema);
    const committed = await testDatabase().$transaction((tx) => queueUserToken(tx, person.id, "invitation"));
    const after = await readQueuedJobs(testDatabase(), ["users.send-link"], mail.jobsSchema);
    expect(after.map((job) => job.payload)).toEqual([...jobs.map((job) => job.payload), { tokenId: committed.id }]);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown addresses, mails only the known one, and the new password ends other sessions", async () => {
    const person = await createPerson("staff", tenantId);
    const session = await login(base(), person.email);
    const stranger = `nobody-${uniqueSuffix()}@example.test`;
    const known = await send(base(), "POST", "/api/v1/auth/password-reset", {
      body: { email: person.email.toUpperCase() },
    });
    const unknown = await send(base(), "POST", "/api/v1/auth/password-reset", { body: { email: stranger } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(
      (await send(base(), "POST", "/api/v1/auth/password-reset", { body: { email: "not an address" } })).status,
    ).toBe(400);

    await mail.runJobs();
    expect(mailsTo(stranger)).toEqual([]);
    const [message] = mailsTo(person.email);
    expect(message.subject).toBe("Reset your Gatehouse password");
    const token = tokenOf(message.link as string);
    expect(await page(token)).toContain("Choose a new password");
    expect((await setPassword(token, "a fresh staff passphrase")).status).toBe(200);

    expect((await send(base(), "GET", "/api/v1/profile", { bearer: session })).status).toBe(401);
    await expect(login(base(), person.email, PASSWORD)).rejects.toThrow(/401/);
    expect(await login(base(), person.email, "a fresh staff passphrase")).toEqual(expect.any(String));
    expect((await setPassword(token, "a fresh staff passphrase")).status).toBe(400);
  });

  it("does not mail a suspended account", async () => {
    const person = await createPerson("resident", tenantId, { status: "suspended" });
    expect((await send(base(), "POST", "/api/v1/auth/password-reset", { body: { email: person.email } })).status).toBe(
      202,
    );
    await mail.runJobs();
    expect(mailsTo(person.email)).toEqual([]);
  });
});

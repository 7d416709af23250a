import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiKey } from "../api-keys/issue-api-key";
import { createDatabaseClient, endDatabaseClient, type Database } from "../db/client";
import { freshDatabase } from "../testing/fresh-database";
import { uniqueSuffix } from "../testing/test-database";
import { postStripe, stripeEvent } from "../webhooks/testing/provider-clients";
import { createWebhookSecrets } from "../webhooks/testing/webhook-secrets";
import { findFreePort } from "./find-free-port";

type Instance = { baseUrl: string; child: ChildProcess; output: () => string };

const secrets = createWebhookSecrets();
const instances: Instance[] = [];
let database: Database;

// `npm start` as a deploy would run it: an external database, the deployment's signing secrets, its own data folder.
async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    SEED_DEMO_DATA: "1",
    LOG_LEVEL: "silent",
    GATEHOUSE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "gatehouse-instance-")),
    STRIPE_WEBHOOK_SECRET: secrets.stripeSecret,
  };
  for (const name of ["NEXTAUTH_SECRET", "CORE_JWT_SECRET", "GUEST_PASS_SECRET"])
    env[name] = `${name.toLowerCase()}-shared-by-both-${"0".repeat(24)}`;
  const child = spawn(process.execPath, ["--import", "tsx", "lib/bootstrap/start-platform.ts", "start"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { baseUrl: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function waitHealthy(instance: Instance): Promise<number> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (instance.child.exitCode !== null)
      throw new Error(`the instance exited (${instance.child.exitCode}): ${instance.output()}`);
    const status = await fetch(`${instance.baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  // A fresh database on the run's server, so both instances find every migration pending.
  const url = await freshDatabase("gatehouse_twins");
  instances.push(...(await Promise.all([startInstance(url), startInstance(url)])));
  database = createDatabaseClient(url);
}, 30_000);

afterAll(async () => {
  if (database) await endDatabaseClient(database);
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.child.exitCode !== null) return resolve();
          instance.child.once("exit", () => resolve());
          instance.child.kill("SIGTERM");
        }),
    ),
  );
});

describe("two instances started together on one fresh database", () => {
  it("both come up healthy, with the migrations applied and the demo data loaded once", async () => {
    expect(await Promise.all(instances.map(waitHealthy))).toEqual([200, 200]);
    expect(await database.tenant.count({ where: { slug: "demo" } })).toBe(1);
  }, 300_000);

  it("accept each other's core JWTs", async () => {
    const [a, b] = instances;
    const login = await fetch(`${a.baseUrl}/registration/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "resident@gatehouse.local", password: "gatehouse" }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const profile = await fetch(`${b.baseUrl}/api/v1/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(await profile.json())).toContain("resident@gatehouse.local");
  });

  it("share one rate limit per key", async () => {
    // Clear of a minute boundary, so that the whole burst counts against one window.
    if (new Date().getSeconds() > 50)
      await new Promise((resolve) => setTimeout(resolve, (61 - new Date().getSeconds()) * 1000));
    const demo = await database.tenant.findUniqueOrThrow({ where: { slug: "demo" } });
    const { key } = await issueApiKey(database, {
      name: `twins ${uniqueSuffix()}`,
      scopes: ["properties:read"],
      tenantId: demo.id,
      rateLimitPerMinute: 3,
    });
    const statuses = [];
    for (const instance of [...instances, ...instances]) {
      statuses.push(
        (await fetch(`${instance.baseUrl}/api/admin/properties`, { headers: { authorization: `Bearer ${key}` } }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("apply one webhook delivered to both at once exactly once", async () => {
    const suffix = uniqueSuffix();
    const tenant = await database.tenant.create({
      data: { name: `Twins ${suffix}`, slug: `twins-${suffix}`, stripeCustomerId: `cus_${suffix}` },
    });
    const event = stripeEvent("customer.subscription.updated", {
      id: `sub_${suffix}`,
      object: "subscription",
      customer: `cus_${suffix}`,
      status: "active",
      metadata: {},
      items: { object: "list", data: [{ id: "si_1", price: { id: "price_1", lookup_key: "pro", nickname: null } }] },
    });
    const answers = await Promise.all(
      instances.map((instance) => postStripe({ server: { baseUrl: instance.baseUrl }, secrets } as never, event)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await database.webhookEvent.count({ where: { sender: "stripe", eventId: event.id } })).toBe(1);
    expect(await database.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).toMatchObject({
      plan: "pro",
      billingStatus: "active",
    });
  });
});

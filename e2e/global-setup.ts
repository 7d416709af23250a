import { ensureProductionBuild } from "../lib/bootstrap/ensure-production-build";
import { createDatabaseClient } from "../lib/db/client";
import { seedDemoData } from "../lib/seed/seed-demo-data";
import { reportStartupFailure } from "../lib/testing/report-startup-failure";
import { startTestDatabase } from "../lib/testing/start-test-database";
import { startTestServer } from "../lib/testing/start-test-server";

// One seeded throwaway PostgreSQL and one `next start` for the run; the tests read the address from the environment.
export default async function globalSetup() {
  await reportStartupFailure("The production build", ensureProductionBuild);
  const database = await reportStartupFailure("The test database", startTestDatabase);
  try {
    const client = createDatabaseClient(database.url);
    await reportStartupFailure("The demo data", () => seedDemoData(client)).finally(() => client.$disconnect());
    // The portal specs: the development sign-in, a Twilio token to sign intercom webhooks, and the database to mint keypad keys in.
    const portal = { GATEHOUSE_DEV_SIGN_IN: "1", TWILIO_AUTH_TOKEN: "e2e-twilio-auth-token-0123456789" };
    // PROD points at an address nothing answers, so the switcher's forwarding shows its error state.
    const server = await reportStartupFailure("The test server", () => startTestServer(database.url, { AUTH_TRUST_HOST: "1", ADMIN_ENV: "DEV", ADMIN_ENV_PROD_URL: "http://127.0.0.1:9", ADMIN_PROXY_TIMEOUT_MS: "2000", ...portal }));
    process.env.E2E_BASE_URL = server.baseUrl;
    process.env.E2E_DATABASE_URL = database.url;
    process.env.E2E_TWILIO_AUTH_TOKEN = portal.TWILIO_AUTH_TOKEN;
    return async () => {
      await server.stop();
      await database.remove();
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}

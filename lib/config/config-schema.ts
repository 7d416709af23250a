import { z } from "zod";
import { validProxyList } from "../http/trusted-proxies";

// Every setting Gatehouse reads from the environment, grouped by concern; a new concern adds its block here.
// All are optional unless a block says otherwise: development runs with none set.

const text = z.string();
const secret = z.string().min(32, "must be at least 32 characters");
const integer = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .nonnegative("must not be negative");
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });
const flag = z.enum(["0", "1"], { error: "must be 0 or 1" });

const platform = {
  NODE_ENV: z.enum(["development", "production", "test"], { error: "must be development, production or test" }),
  PORT: integer.max(65535, "must be a port number"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection string"),
  DATABASE_POOL_IDLE_SECONDS: integer.min(1, "must be at least 1").max(3600, "must be at most 3600"),
  DATABASE_PREPARED_STATEMENTS: integer.min(0, "must be 0 or more").max(10000, "must be at most 10000"),
  GATEHOUSE_DATA_DIR: text,
  NEXT_DIST_DIR: text,
  SEED_DEMO_DATA: flag,
  LOG_LEVEL: z.enum(["debug", "info", "silent"], { error: "must be debug, info or silent" }),
};

const identity = {
  NEXTAUTH_SECRET: text,
  NEXTAUTH_URL: httpUrl,
  CORE_JWT_SECRET: secret,
  GUEST_PASS_SECRET: secret,
  GATEHOUSE_DEV_SIGN_IN: flag,
  CLERK_SECRET_KEY: text,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: text,
  CLERK_JWT_KEY: text,
  CLERK_AUTHORIZED_PARTIES: text,
  CLERK_WEBHOOK_SIGNING_SECRET: text,
  CLERK_API_URL: httpUrl,
};

// Sign-in throttles (defaults in lib/auth/sign-in-limits.ts) and the proxies whose X-Forwarded-For entries are believed.
const positive = integer.min(1, "must be at least 1");
const signIn = {
  TRUSTED_PROXIES: text.refine(validProxyList, "must be IP addresses or CIDRs separated by commas"),
  SIGN_IN_ATTEMPTS_PER_MINUTE: positive,
  SIGN_IN_FAILURE_WINDOW_MINUTES: positive.max(60, "must be at most 60"),
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT: positive,
  SIGN_IN_FAILURES_PER_CLIENT: positive,
  SIGN_IN_FAILURES_PER_ACCOUNT: positive,
  SIGN_IN_CONCURRENCY_PER_CLIENT: positive,
  SIGN_IN_REFUSAL_DELAY_MS: integer.max(10_000, "must be at most 10000"),
  PASSWORD_HASH_CONCURRENCY: positive.max(64, "must be at most 64"),
  PASSWORD_HASH_QUEUE: integer,
};

const billing = {
  STRIPE_WEBHOOK_SECRET: text,
};

const voice = {
  PUBLIC_BASE_URL: httpUrl,
  TWILIO_AUTH_TOKEN: text,
  TELNYX_PUBLIC_KEY: text,
  TELNYX_API_KEY: text,
  TELNYX_API_BASE: httpUrl,
  TELNYX_RETRY_DELAY_MS: integer,
};

// ADMIN_ENV_<NAME>_URL values are checked where they are read: an unusable one leaves that environment unconfigured.
const adminProxy = {
  ADMIN_ENV: text,
  ADMIN_ENV_DEV_URL: text,
  ADMIN_ENV_TEST_URL: text,
  ADMIN_ENV_STAGING_URL: text,
  ADMIN_ENV_PROD_URL: text,
  ADMIN_PROXY_TIMEOUT_MS: integer,
};

// Devices over MQTT: unset MQTT_URL runs the embedded broker on MQTT_HOST:MQTT_PORT (0 = a free port).
const mqttUrl = z.url({ protocol: /^mqtts?$/, error: "must be an mqtt:// or mqtts:// address" });
const devices = {
  MQTT_URL: mqttUrl,
  MQTT_PUBLIC_URL: mqttUrl,
  MQTT_USERNAME: text,
  MQTT_PASSWORD: text,
  MQTT_BROKER: z.enum(["embedded", "mosquitto"], { error: "must be embedded or mosquitto" }),
  MQTT_HOST: text,
  MQTT_PORT: integer.max(65535, "must be a port number"),
  COMMAND_TTL_SECONDS: integer.min(1, "must be at least 1").max(300, "must be at most 300"),
};

// Webhooks to customers and notifications to residents.
const eventsOut = {
  WEBHOOKS_ALLOW_PRIVATE: flag,
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, "must be a base64url P-256 public key (npx web-push generate-vapid-keys)"),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, "must be a base64url P-256 private key (npx web-push generate-vapid-keys)"),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, "must be a mailto: or https: contact"),
  PUSH_SERVICE_CA_FILE: text,
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC and 32 hex digits)"),
  TWILIO_API_BASE: httpUrl,
  TWILIO_MESSAGING_FROM: z.string().regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 number"),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, "must be a Messaging Service SID (MG and 32 hex digits)"),
  // The mobile app's push tokens: FCM (Android, web) with a service account, APNs (iOS) with a .p8 signing key.
  FCM_SERVICE_ACCOUNT_FILE: text,
  FCM_API_BASE: httpUrl,
  FCM_TOKEN_URL: httpUrl,
  APNS_KEY_FILE: text,
  APNS_KEY_ID: z.string().regex(/^[A-Z0-9]{10}$/, "must be the 10-character key id of the APNs signing key"),
  APNS_TEAM_ID: z.string().regex(/^[A-Z0-9]{10}$/, "must be the 10-character Apple team id"),
  APNS_TOPIC: z.string().regex(/^[A-Za-z0-9.-]+$/, "must be the app's bundle id"),
  APNS_PRODUCTION: flag,
  APNS_HOST: z.string().regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, "must be host or host:port"),
  APNS_CA_FILE: text,
};

// Mail (invitations, password resets): unset SMTP_URL outside production logs each link instead of sending it.
const mail = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// address" }),
  MAIL_FROM: text,
  INVITATION_TTL_HOURS: integer.min(1, "must be at least 1"),
};

const operations = {
  BACKUP_DIR: text,
  BACKUP_EVERY: z.string().regex(/^\d+[smhd]$/, "must be a number followed by s, m, h or d, such as 6h"),
  BACKUP_KEEP: integer.min(1, "must be at least 1"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters"),
  METRICS_PORT: integer.max(65535, "must be a port number"),
  SHUTDOWN_GRACE_MS: integer,
  // Set by the launcher beside its embedded PostgreSQL, whose state liveness and metrics read: not a user setting.
  GATEHOUSE_POSTGRES_STATE_FILE: text,
  // Traces go out over OTLP/HTTP only when an endpoint is set (the collector's base address, /v1/traces is added).
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl,
  OTEL_SERVICE_NAME: text,
};

const jobs = {
  WORKER: z.enum(["on", "off"], { error: "must be on or off" }),
  JOBS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, "must be a lower-case SQL name (letters, digits, _)"),
};

const bench = {
  BENCH_CONNECTIONS: integer,
  BENCH_SECONDS: integer,
  BENCH_DEVICES: integer.min(1, "must be at least 1"),
  BENCH_BACKUP_EVENTS: integer,
  BENCH_SCALE_SAMPLES: integer.min(1, "must be at least 1"),
  BENCH_SCALE_FACTORS: z
    .string()
    .regex(/^1(,\d+)*$/, "must be a comma-separated list of factors starting with 1, such as 1,10")
    .refine(
      (list) => list.split(",").every((factor, i, all) => i === 0 || Number(factor) > Number(all[i - 1])),
      "must list each factor larger than the one before, such as 1,5,10",
    ),
};

const optional = <T extends Record<string, z.ZodType>>(block: T) =>
  Object.fromEntries(Object.entries(block).map(([name, schema]) => [name, schema.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };

export const configSchema = z.object({
  ...optional(platform),
  ...optional(identity),
  ...optional(signIn),
  ...optional(billing),
  ...optional(voice),
  ...optional(adminProxy),
  ...optional(devices),
  ...optional(eventsOut),
  ...optional(mail),
  ...optional(operations),
  ...optional(jobs),
  ...optional(bench),
});

export type Config = z.infer<typeof configSchema>;
export type ConfigName = keyof Config;

import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { dataDir } from "../config/data-dir";
import { config } from "../config/read-config";

const keyFileSchema = z.object({ kid: z.string(), publicKey: z.string(), privateKey: z.string() });
export type DevSigningKey = z.infer<typeof keyFileSchema>;

// `next start` always runs with NODE_ENV=production, so test and e2e servers opt in explicitly.
export function devSignInEnabled(): boolean {
  const { NODE_ENV, GATEHOUSE_DEV_SIGN_IN } = config();
  return NODE_ENV !== "production" || GATEHOUSE_DEV_SIGN_IN === "1";
}

const keyFile = () => path.join(dataDir(), "dev-session-key.json");

let cached: DevSigningKey | undefined;

// The development RSA key is made once and kept next to instance.json; concurrent first starts agree on one file.
export function devSigningKey(): DevSigningKey {
  if (cached) return cached;
  try {
    cached = keyFileSchema.parse(JSON.parse(readFileSync(keyFile(), "utf8")));
    return cached;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const { publicKey, privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  mkdirSync(dataDir(), { recursive: true, mode: 0o755 });
  try {
    writeFileSync(keyFile(), JSON.stringify({ kid: "gatehouse-dev", publicKey, privateKey }, null, 2) + "\n", {
      mode: 0o600,
      flag: "wx",
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  cached = keyFileSchema.parse(JSON.parse(readFileSync(keyFile(), "utf8")));
  return cached;
}

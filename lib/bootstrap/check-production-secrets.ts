import { config } from "../config/read-config";
import { StartupError } from "./startup-error";

const SECRETS = ["NEXTAUTH_SECRET", "CORE_JWT_SECRET", "GUEST_PASS_SECRET"] as const;

// `npm start` with DATABASE_URL is a deployment: it must not sign sessions with secrets generated into a local folder.
export function checkProductionSecrets(): void {
  const missing = SECRETS.filter((name) => !config()[name]);
  if (missing.length) {
    throw new StartupError(
      `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set, and npm start with DATABASE_URL needs its own: set each to a random value of at least 32 characters (openssl rand -base64 32).`,
    );
  }
}

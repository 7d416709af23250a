import { assertConfig, ConfigError } from "./read-config";

// A bad setting stops the process with one line naming every problem, not a stack trace and a half-started server.
export function exitOnBadConfig(): void {
  try {
    assertConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

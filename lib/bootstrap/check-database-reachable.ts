import path from "node:path";
import { Client } from "pg";
import { errorCode, StartupError } from "./startup-error";

// Where DATABASE_URL points, without its password.
function describeTarget(url: string): { where: string; user: string; database: string } {
  try {
    const parsed = new URL(url);
    const socketFolder = parsed.searchParams.get("host");
    return {
      where: socketFolder?.startsWith("/")
        ? path.join(socketFolder, `.s.PGSQL.${parsed.port || 5432}`)
        : `${parsed.hostname}:${parsed.port || 5432}`,
      user: decodeURIComponent(parsed.username),
      database: decodeURIComponent(parsed.pathname.slice(1)),
    };
  } catch {
    return { where: "an unreadable address", user: "", database: "" };
  }
}

export function explainDatabaseError(error: unknown, url: string): StartupError {
  const { where, user, database } = describeTarget(url);
  const unset = "or unset DATABASE_URL to use the embedded database";
  switch (errorCode(error)) {
    case "ECONNREFUSED":
    case "ENOENT":
      return new StartupError(
        `Nothing answers at ${where} (DATABASE_URL): start PostgreSQL there, fix DATABASE_URL, ${unset}.`,
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new StartupError(`The host of DATABASE_URL (${where}) cannot be resolved: fix the host name, ${unset}.`);
    case "28P01":
    case "28000":
      return new StartupError(
        `PostgreSQL at ${where} refused user "${user}": fix the user name and password in DATABASE_URL.`,
      );
    case "3D000":
      return new StartupError(
        `The database "${database}" does not exist at ${where}: create it (createdb ${database}) or fix DATABASE_URL.`,
      );
  }
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  if (/timeout|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH/i.test(message + errorCode(error))) {
    return new StartupError(
      `PostgreSQL at ${where} (DATABASE_URL) did not answer within 5 s: check the address and any firewall, ${unset}.`,
    );
  }
  return new StartupError(`PostgreSQL at ${where} (DATABASE_URL) cannot be used (${message}): check DATABASE_URL.`);
}

// Connects once, so an unreachable or misconfigured DATABASE_URL stops the start with one line.
export async function checkDatabaseReachable(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    throw explainDatabaseError(error, url);
  } finally {
    await client.end().catch(() => {});
  }
}

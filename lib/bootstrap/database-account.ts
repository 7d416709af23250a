import { spawnSync } from "node:child_process";
import { StartupError } from "./startup-error";

export type DatabaseAccount = { uid: number; gid: number };

function lookup(): DatabaseAccount | null {
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}

// PostgreSQL refuses to run as root, so root runs it as the postgres system user (created when missing).
// Anyone else runs it as themselves: null.
export function databaseAccount(): DatabaseAccount | null {
  if (process.platform === "win32" || process.getuid?.() !== 0) return null;
  const found = lookup();
  if (found) return found;
  spawnSync("groupadd", ["--system", "postgres"], { stdio: "ignore" });
  spawnSync(
    "useradd",
    [
      "--system",
      "--gid",
      "postgres",
      "--no-create-home",
      "--home-dir",
      "/nonexistent",
      "--shell",
      "/usr/sbin/nologin",
      "postgres",
    ],
    { stdio: "ignore" },
  );
  const created = lookup();
  if (!created)
    throw new StartupError(
      "PostgreSQL cannot run as root and the postgres system user could not be created: create it (useradd --system postgres) or run as another user.",
    );
  return created;
}

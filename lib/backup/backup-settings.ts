import { config, ConfigError } from "../config/read-config";
import type { Config } from "../config/config-schema";

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export type BackupSchedule = { dir: string; everyMs: number; keep: number };

// Scheduled backups are on when BACKUP_DIR is set: every BACKUP_EVERY (default a day), keeping BACKUP_KEEP (default 7).
export function readBackupSchedule(
  settings: Pick<Config, "BACKUP_DIR" | "BACKUP_EVERY" | "BACKUP_KEEP"> = config(),
): BackupSchedule | null {
  if (!settings.BACKUP_DIR) return null;
  const every = settings.BACKUP_EVERY ?? "1d";
  const everyMs = Number.parseInt(every, 10) * UNIT_MS[every.slice(-1) as keyof typeof UNIT_MS];
  if (everyMs < 60_000)
    throw new ConfigError(
      "Gatehouse cannot start: BACKUP_EVERY must be at least 1m. Fix this setting in the environment (README, Operations).",
    );
  return { dir: settings.BACKUP_DIR, everyMs, keep: settings.BACKUP_KEEP ?? 7 };
}

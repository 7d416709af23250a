import { z } from "zod";

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

const interval = z
  .string()
  .regex(/^\d+[smhd]$/, "a number followed by s, m, h or d, such as 6h")
  .transform((value) => Number.parseInt(value, 10) * UNIT_MS[value.slice(-1) as keyof typeof UNIT_MS])
  .refine((ms) => ms >= 60_000, "at least 1m");

const schema = z.object({
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY: interval.default(UNIT_MS.d),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
});

export type BackupSchedule = { dir: string; everyMs: number; keep: number };

// Scheduled backups are on when BACKUP_DIR is set; a bad value stops start-up with one line naming it.
export function readBackupSchedule(env: Record<string, string | undefined> = process.env): BackupSchedule | null {
  const parsed = schema.safeParse({ BACKUP_DIR: env.BACKUP_DIR || undefined, BACKUP_EVERY: env.BACKUP_EVERY || undefined, BACKUP_KEEP: env.BACKUP_KEEP || undefined });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue.path[0])} is invalid: ${issue.message}. Fix it in the environment (README, Operations).`);
  }
  return parsed.data.BACKUP_DIR ? { dir: parsed.data.BACKUP_DIR, everyMs: parsed.data.BACKUP_EVERY, keep: parsed.data.BACKUP_KEEP } : null;
}

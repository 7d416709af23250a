import path from "node:path";
import { config, setConfigDefaults } from "../../config/read-config";
import { checkDatabaseReachable } from "../check-database-reachable";
import { closeDatabase } from "../../db/client";
import { checkProductionSecrets } from "../check-production-secrets";
import { readBackupSchedule } from "../../backup/backup-settings";
import { scheduleBackups } from "../../backup/schedule-backups";
import { applySecretDefaults, embeddedDatabaseUrl, loadInstanceSettings } from "../instance-settings";
import type { PlatformPart } from "../platform-part";
import { startEmbeddedDatabase } from "../start-embedded-database";

// DATABASE_URL when set (checked reachable), else the embedded PostgreSQL in the data folder.
export const databasePart: PlatformPart = {
  name: "database",
  start: async ({ mode, embeddedDatabase }) => {
    if (!embeddedDatabase) {
      if (mode === "start") checkProductionSecrets();
      else applySecretDefaults(loadInstanceSettings());
      await checkDatabaseReachable(config().DATABASE_URL!);
      return;
    }
    let giveUp: (code: number) => void = () => undefined;
    const ended = new Promise<number>((resolve) => (giveUp = resolve));
    const embedded = await startEmbeddedDatabase(undefined, undefined, {
      report: (message) => console.error(message),
      giveUp: () => {
        console.error(
          "PostgreSQL (embedded) could not be restarted after 5 tries: stopping so that the service manager restarts Gatehouse.",
        );
        giveUp(1);
      },
    });
    setConfigDefaults({
      DATABASE_URL: embedded.url,
      ...(embedded.stateFile ? { GATEHOUSE_POSTGRES_STATE_FILE: embedded.stateFile } : {}),
    });
    const schedule = readBackupSchedule();
    const stopBackups = schedule
      ? scheduleBackups(schedule, {
          adminUrl: embeddedDatabaseUrl(loadInstanceSettings(embedded.dataFolder), "postgres"),
          dataFolder: embedded.dataFolder,
        })
      : () => undefined;
    applySecretDefaults(loadInstanceSettings());
    const shown = path.relative(process.cwd(), embedded.dataFolder) || ".";
    console.log(
      `PostgreSQL (embedded) is running with its data in ${shown.startsWith("..") ? embedded.dataFolder : `./${shown}`}`,
    );
    return {
      ended,
      stop: async () => {
        stopBackups();
        await closeDatabase();
        await embedded.stop();
      },
    };
  },
};

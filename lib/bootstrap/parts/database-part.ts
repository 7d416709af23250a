import path from "node:path";
import { config, setConfigDefaults } from "../../config/read-config";
import { checkDatabaseReachable } from "../check-database-reachable";
import { checkProductionSecrets } from "../check-production-secrets";
import { applySecretDefaults, loadInstanceSettings } from "../instance-settings";
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
    const embedded = await startEmbeddedDatabase();
    setConfigDefaults({ DATABASE_URL: embedded.url });
    applySecretDefaults(loadInstanceSettings());
    const shown = path.relative(process.cwd(), embedded.dataFolder) || ".";
    console.log(
      `PostgreSQL (embedded) is running with its data in ${shown.startsWith("..") ? embedded.dataFolder : `./${shown}`}`,
    );
    return { stop: embedded.stop };
  },
};

import { config } from "../config/read-config";
import { createDatabaseClient, endDatabaseClient, type Database } from "../db/client";
import { dataFolderHolder } from "../bootstrap/data-folder-lock";
import { embeddedDatabaseUrl, readInstanceSettings } from "../bootstrap/instance-settings";
import { dataDir } from "../config/data-dir";
import { prepareDatabase } from "../bootstrap/prepare-database";
import { startEmbeddedDatabase } from "../bootstrap/start-embedded-database";

export type CliDatabase = { database: Database; close: () => Promise<void> };

// DATABASE_URL if set; else the embedded database, joined while a server runs it or started for the command.
export async function openCliDatabase(): Promise<CliDatabase> {
  let url = config().DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const settings = readInstanceSettings();
    if (settings && dataFolderHolder(dataDir())) {
      url = embeddedDatabaseUrl(settings);
    } else {
      const embedded = await startEmbeddedDatabase();
      url = embedded.url;
      stop = embedded.stop;
    }
  }
  await prepareDatabase(url, { seedWhenEmpty: false });
  const database = createDatabaseClient(url);
  return {
    database,
    close: async () => {
      await endDatabaseClient(database);
      await stop();
    },
  };
}

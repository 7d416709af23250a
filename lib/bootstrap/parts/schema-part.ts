import { config } from "../../config/read-config";
import type { PlatformPart } from "../platform-part";
import { prepareDatabase } from "../prepare-database";

// Pending migrations, then the demo data into an empty database in development or on the embedded database.
export const schemaPart: PlatformPart = {
  name: "schema",
  start: async ({ mode, embeddedDatabase }) => {
    const seedWhenEmpty = mode === "dev" || embeddedDatabase || config().SEED_DEMO_DATA === "1";
    const { migrated, seeded } = await prepareDatabase(config().DATABASE_URL!, { seedWhenEmpty });
    if (migrated.length) console.log(`Applied ${migrated.length} migration(s).`);
    if (seeded) console.log(`Loaded the demo data: ${JSON.stringify(seeded)}`);
  },
};

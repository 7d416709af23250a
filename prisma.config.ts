import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

// The schema reads DATABASE_URL; commands that never connect (generate, migrate diff) need a value.
process.env.DATABASE_URL ??= "postgresql://localhost:5432/unused";

// Prisma runs on WebAssembly through the pg driver adapter: no engine binaries are downloaded.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
});

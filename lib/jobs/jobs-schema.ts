import { config } from "../config/read-config";

// The PostgreSQL schema holding the queue; tests give each worker its own so parallel files stay apart.
export const jobsSchema = (): string => config().JOBS_SCHEMA ?? "graphile_worker";

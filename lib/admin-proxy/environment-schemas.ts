// The environments an admin request may name in X-Admin-Env.
export const ENVIRONMENTS = ["DEV", "TEST", "STAGING", "PROD"] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

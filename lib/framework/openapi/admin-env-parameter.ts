import { ENVIRONMENTS } from "../../admin-proxy/environment-schemas";

// Every admin request may name the environment that serves it (README, Environments; lib/admin-proxy).
export const ADMIN_ENV_PARAMETER = {
  name: "X-Admin-Env",
  in: "header",
  required: false,
  description:
    "The environment that serves this request. Absent: this instance's own. Another environment: the request is forwarded there intact and its answer returned as it came; an unknown or unconfigured name answers 400, an unreachable one 502.",
  schema: { type: "string", enum: [...ENVIRONMENTS] },
};

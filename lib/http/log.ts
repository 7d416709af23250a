import { config } from "../config/read-config";

type Level = "debug" | "info" | "warn" | "error";

const SECRET_KEY = /authorization|password|secret|token|cookie|api[-_]?key|^key$/i;

// Values under secret-looking keys never reach the log.
function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? "[redacted]" : redact(item, depth + 1)]),
  );
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (config().LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...(redact(fields) as object) });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

// Structured JSON lines, one per event, carrying the request id where there is one.
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) =>
    config().LOG_LEVEL === "debug" && write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

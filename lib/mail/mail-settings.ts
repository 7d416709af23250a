import { config } from "../config/read-config";

export const DEFAULT_MAIL_FROM = "Gatehouse <no-reply@gatehouse.local>";

// The address links in mail point at: the public address when set, else the one the server itself answers on.
export function publicAppUrl(): string {
  const { PUBLIC_BASE_URL, NEXTAUTH_URL, PORT } = config();
  return (PUBLIC_BASE_URL ?? NEXTAUTH_URL ?? `http://localhost:${PORT ?? 3000}`).replace(/\/+$/, "");
}

export const mailFrom = (): string => config().MAIL_FROM ?? DEFAULT_MAIL_FROM;

import nodemailer, { type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import { config } from "../config/read-config";
import { assertOutsideTransaction } from "../db/transaction-scope";
import { log } from "../http/log";
import { mailFrom } from "./mail-settings";

export type Mail = { to: string; subject: string; text: string; html: string; link: string };

// nodemailer's defaults (2 min to connect, 10 min of silence) would hold a mail job's slot that long.
export const MAIL_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let transport: { url: string; transporter: Transporter } | undefined;

function transporter(url: string): Transporter {
  // Options beside `url` are ignored by createTransport, so the URL is parsed here and the timeouts added to it.
  if (transport?.url !== url)
    transport = { url, transporter: nodemailer.createTransport({ ...parseConnectionUrl(url), ...MAIL_TIMEOUTS }) };
  return transport.transporter;
}

// One message over SMTP_URL; without it, outside production, the link is logged so a local user can still follow it.
export async function sendMail(mail: Mail): Promise<"sent" | "logged"> {
  assertOutsideTransaction("Sending mail");
  const { SMTP_URL, NODE_ENV } = config();
  if (!SMTP_URL) {
    if (NODE_ENV === "production") throw new Error("SMTP_URL is not set: mail cannot be sent");
    log.info("Mail not sent (SMTP_URL is unset); its link, for local development", {
      to: mail.to,
      subject: mail.subject,
      link: mail.link,
    });
    return "logged";
  }
  await transporter(SMTP_URL).sendMail({
    from: mailFrom(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  return "sent";
}

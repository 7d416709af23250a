import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  link: string | null;
};

const LINK = /https?:\/\/[^\s"<>]+/;

function fail(message: string): Error {
  return Object.assign(new Error(message), { responseCode: 550 });
}

// A local SMTP server that accepts a message only with From, To, Subject and a text body carrying a link, and keeps it
// (also as one JSON file per message in `saveTo`, for a test running in another process, such as Playwright's).
export async function startSmtpStandIn(options: { saveTo?: string } = {}) {
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
  const received: ReceivedMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const sender = parsed.from?.value[0];
          const from = sender?.address ? (sender.name ? `${sender.name} <${sender.address}>` : sender.address) : "";
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const text = parsed.text ?? "";
          if (!from || !session.envelope.mailFrom) throw fail("From is required");
          if (!to.length || !parsed.to) throw fail("To is required");
          if (!parsed.subject) throw fail("Subject is required");
          if (!LINK.test(text)) throw fail("The text body must carry a link");
          const mail = {
            from,
            to,
            subject: parsed.subject,
            text,
            html: typeof parsed.html === "string" ? parsed.html : "",
            link: LINK.exec(text)?.[0] ?? null,
          };
          received.push(mail);
          if (options.saveTo)
            writeFileSync(path.join(options.saveTo, `${Date.now()}-${received.length}.json`), JSON.stringify(mail));
          for (const waiter of waiting.filter((w) => to.includes(w.to))) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    // The latest message to this address, or the next one to arrive.
    mailTo(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const to = address.toLowerCase();
      const found = received.findLast((mail) => mail.to.includes(to));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${address} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({ to, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;

// The newest message to an address among the files a stand-in saved, waiting for it up to timeoutMs.
export async function readSavedMail(
  folder: string,
  address: string,
  { after = 0, timeoutMs = 15_000 } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(folder)
      .filter((name) => Number(name.split("-")[0]) >= after)
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), "utf8")) as ReceivedMail)
      .findLast((mail) => mail.to.includes(address.toLowerCase()));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

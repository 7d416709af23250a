import { createServer, type AddressInfo, type Socket } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../testing/test-database";
import { MAIL_TIMEOUTS, sendMail } from "./send-mail";
import { startSmtpStandIn, type SmtpStandIn } from "./testing/start-smtp-stand-in";

let smtp: SmtpStandIn;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
});

afterAll(async () => {
  await smtp?.close();
});

const message = {
  to: "someone@example.test",
  subject: "Hello",
  text: "Open http://localhost:3000/x",
  html: "<p>hi</p>",
  link: "http://localhost:3000/x",
};

describe("sendMail", () => {
  it("sends over SMTP_URL from MAIL_FROM", async () => {
    Object.assign(process.env, { SMTP_URL: smtp.url, MAIL_FROM: "Desk <desk@example.test>" });
    expect(await sendMail(message)).toBe("sent");
    expect(await smtp.mailTo("someone@example.test")).toMatchObject({
      from: "Desk <desk@example.test>",
      subject: "Hello",
      link: "http://localhost:3000/x",
    });
  });

  it("refuses to run inside a database transaction", async () => {
    process.env.SMTP_URL = smtp.url;
    await expect(testDatabase().$transaction(() => sendMail(message))).rejects.toThrow(/transaction is open/);
  });

  it("logs instead of sending without SMTP_URL outside production, and fails in production", async () => {
    delete process.env.SMTP_URL;
    expect(await sendMail(message)).toBe("logged");
    Object.assign(process.env, { NODE_ENV: "production" });
    try {
      await expect(sendMail(message)).rejects.toThrow(/SMTP_URL/);
    } finally {
      Object.assign(process.env, { NODE_ENV: "test" });
    }
  });
});

describe("a mail server that never answers", () => {
  it(`is given up on after the greeting timeout (${MAIL_TIMEOUTS.greetingTimeout / 1000} s), not nodemailer's 30 s`, async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const started = Date.now();
      await expect(sendMail(message)).rejects.toThrow(/greeting/i);
      expect(Date.now() - started).toBeLessThan(MAIL_TIMEOUTS.greetingTimeout + 3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 60_000);
});

describe("the SMTP stand-in", () => {
  it("refuses a message without a subject or without a link", async () => {
    const transport = nodemailer.createTransport(smtp.url);
    await expect(
      transport.sendMail({ from: "a@example.test", to: "b@example.test", text: "http://x.test/" }),
    ).rejects.toThrow(/Subject is required/);
    await expect(
      transport.sendMail({ from: "a@example.test", to: "b@example.test", subject: "S", text: "no link" }),
    ).rejects.toThrow(/link/);
  });
});

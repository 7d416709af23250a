import { Webhook } from "standardwebhooks";
import { startWebhookReceiver } from "../lib/events-out/testing/start-webhook-receiver";
import { expect, signIn, test } from "./fixtures";

test("the owner adds a webhook endpoint, tests it, rotates its secret without breaking the receiver, and removes it", async ({
  page,
}) => {
  // A customer's receiver, verifying with the secret it was given (the first one, until told otherwise).
  let secret = "";
  const receiver = await startWebhookReceiver({ secret: () => secret });
  try {
    await signIn(page, "owner@gatehouse.local", "/admin/webhooks");
    await page.getByRole("button", { name: "New endpoint" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New webhook endpoint" });
    await dialog.getByLabel("URL").fill(receiver.url);
    await dialog.getByLabel("Description").fill("Concierge desk");
    // Events read as words, each with the name a receiver's code sees.
    await expect(dialog.getByText("guest_pass.used")).toBeVisible();
    await dialog.getByLabel("Door opened").check();
    await page.screenshot({ path: "e2e/screenshots/webhook-create-dialog.png" });
    await dialog.getByRole("button", { name: "Create endpoint" }).click();

    const shown = page.getByRole("dialog", { name: "Copy the signing secret" });
    secret = (await shown.getByTestId("webhook-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    await expect(shown.getByRole("button", { name: "Copy signing secret" })).toBeVisible();
    await shown.getByRole("button", { name: "I have stored it" }).click();
    const row = page.getByRole("row").filter({ hasText: receiver.url });
    await expect(row).toContainText("Door opened");
    await expect(row).toContainText("Concierge desk");
    await expect(row).toContainText("Enabled");

    await row.getByRole("button", { name: `Send a test event to ${receiver.url}` }).click();
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(receiver.received[0]).toMatchObject({ verified: true, payload: { type: "webhook.test" } });
    const log = page.getByRole("table", { name: "Webhook deliveries" });
    await expect(log).toContainText("Test event");
    await expect(log).toContainText("Succeeded");

    // Rotating asks first, shows the new secret once, and says the old one still signs for a day.
    await row.getByRole("button", { name: `Rotate the secret of ${receiver.url}` }).click();
    const confirm = page.getByRole("dialog", { name: "Rotate the signing secret?" });
    await expect(confirm).toContainText("For 24 hours the old one signs beside it");
    await confirm.getByRole("button", { name: "Rotate secret" }).click();
    const rotated = page.getByRole("dialog", { name: "Copy the signing secret" });
    const newSecret = (await rotated.getByTestId("webhook-secret").textContent())?.trim() ?? "";
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await expect(rotated.getByTestId("webhook-secret-overlap")).toContainText("also signed with the old secret");
    await page.screenshot({ path: "e2e/screenshots/webhook-rotated-secret.png" });
    await rotated.getByRole("button", { name: "I have stored it" }).click();
    await expect(row).toContainText("The old secret also signs until");

    // The receiver has not been told yet, and still verifies; the new secret verifies the same request.
    await row.getByRole("button", { name: `Send a test event to ${receiver.url}` }).click();
    await expect.poll(() => receiver.received.length).toBe(2);
    const next = receiver.received[1];
    expect(next.verified).toBe(true);
    expect(() => new Webhook(newSecret).verify(next.body, next.headers as Record<string, string>)).not.toThrow();

    // Removing asks first.
    await row.getByRole("button", { name: `Delete ${receiver.url}` }).click();
    await page
      .getByRole("dialog", { name: "Remove this webhook endpoint?" })
      .getByRole("button", { name: "Remove" })
      .click();
    await expect(page.getByTestId("toast")).toContainText(`${receiver.url} is removed`);
    await expect(row).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

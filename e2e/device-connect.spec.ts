import { createDatabaseClient } from "../lib/db/client";
import { simulateDevice } from "../lib/device-simulator/simulate-device";
import { axeViolations } from "./axe";
import { expect, signIn, test, unique } from "./fixtures";

// The owner connects a new controller from its page: credentials shown once, the device online without a reload,
// and an unlock the controller acknowledges in the command log.
test("an owner connects a controller and sees it answer an unlock", async ({ page }) => {
  test.setTimeout(90_000);
  const database = createDatabaseClient(process.env.E2E_DATABASE_URL);
  const property = await database.property.findFirstOrThrow({ where: { name: "Harbor View Apartments" } });
  // A plain name, as the README's screenshot shows it; the run's database is its own, so it is the only one.
  const name = "Courtyard gate";
  const door = await database.device.create({
    data: {
      propertyId: property.id,
      name,
      kind: "door_controller",
      serialNumber: unique("SN").replace(" ", "-"),
      status: "provisioning",
    },
  });
  await database.$disconnect();

  await signIn(page, "owner@gatehouse.local", "/admin/devices");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByTestId("device-status")).toHaveText("Provisioning");
  await expect(page.getByTestId("device-uptime-summary")).toHaveText(
    "No online or offline status recorded in the last 24 h.",
  );
  expect(await axeViolations(page), "device page").toEqual([]);
  await page.getByRole("button", { name: "Connect a device" }).click();
  const password = (await page.getByTestId("device-password").textContent()) ?? "";
  expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await axeViolations(page), "credentials shown").toEqual([]);
  await page.screenshot({ path: "e2e/screenshots/device-connect.png", fullPage: true });

  const controller = await simulateDevice({
    url: process.env.MQTT_URL!,
    deviceId: door.id,
    password,
    firmware: "3.0.1",
  });
  try {
    await expect(page.getByTestId("device-status")).toHaveText("Online", { timeout: 5000 });
    await expect(page.getByText("3.0.1")).toBeVisible();
    await page.getByRole("button", { name: "Unlock", exact: true }).click();
    await page.getByRole("button", { name: "Unlock now" }).click();
    await expect(page.getByTestId("unlock-outcome")).toHaveText("The door acknowledged: it opened.");
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("table", { name: "commands sent to this device" })).toContainText("Acknowledged");
    expect(await axeViolations(page), "device page with its command log").toEqual([]);

    // The uptime chart follows the device live: online since it connected, in words as well as in the band.
    await expect(page.getByTestId("device-uptime-percent")).toHaveText("100%", { timeout: 5000 });
    await expect(page.getByTestId("device-uptime-summary")).toContainText("Online 100% of the known time");
    await expect(page.getByRole("img", { name: /^Status over the last 24 h/ })).toBeVisible();
    await page.getByRole("button", { name: "7 days" }).click();
    await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("img", { name: /^Status over the last 7 days/ })).toBeVisible();
    await page.getByText(/^List the periods/).click();
    await expect(page.getByRole("list", { name: "Status periods, newest first" })).toContainText("Online from");
    expect(await axeViolations(page), "device page with its uptime chart and periods").toEqual([]);
    await page.screenshot({ path: "e2e/screenshots/device-page.png", fullPage: true });
    expect(controller.received).toHaveLength(1);
  } finally {
    await controller.stop();
  }
});

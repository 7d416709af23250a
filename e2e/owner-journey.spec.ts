import { expect, signIn, test, unique } from "./fixtures";

test("the owner creates a property, a unit and a device, unlocks it and finds the access event", async ({ page }) => {
  await signIn(page, "owner@gatehouse.local", "/admin/properties");
  await expect(page.getByRole("heading", { name: "Properties" })).toBeVisible();
  await expect(page.getByRole("table", { name: "properties" })).toContainText("Harbor View Apartments");
  await page.screenshot({ path: "e2e/screenshots/properties-list.png", fullPage: true });

  // The form checks its input before sending anything.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/admin/properties")) posts.push(request.url());
  });
  await page.getByRole("button", { name: "New property" }).click();
  const dialog = page.getByRole("dialog", { name: "New property" });
  await dialog.getByRole("button", { name: "Create property" }).click();
  await expect(dialog.locator("#field-name-error")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toHaveLength(0);

  const name = unique("E2E Tower");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Address").fill("1 Test Street, Springfield");
  // The time zone suggests IANA names and shows the clock there; a name that is no zone is refused before sending.
  const zone = dialog.getByLabel("Time zone");
  await expect(zone).toHaveAttribute("list", "timezone-zones");
  await expect(dialog.locator('datalist#timezone-zones option[value="America/Chicago"]')).toHaveCount(1);
  await zone.fill("Mars/Olympus");
  await expect(dialog.getByText("An IANA time zone: type a city, such as Chicago")).toBeVisible();
  await dialog.getByRole("button", { name: "Create property" }).click();
  await expect(dialog.locator("#field-timezone-error")).toBeVisible();
  expect(posts).toHaveLength(0);
  await zone.fill("America/Chicago");
  await expect(dialog.getByText(/^Now \d{1,2}:\d{2} [AP]M there$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Create property" }).click();
  await expect(page.getByTestId("toast")).toContainText(`Created ${name}`);
  expect(posts).toHaveLength(1);

  // The list search lives in the address.
  await page.getByPlaceholder("Search by name or address").fill(name);
  await expect(page).toHaveURL(/[?&]q=E2E/);
  await expect(page.getByRole("table", { name: "properties" }).getByRole("row")).toHaveCount(2);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const propertyId = page.url().split("/").pop()!;

  await page.getByRole("button", { name: "Add unit" }).click();
  const unitDialog = page.getByRole("dialog", { name: "New unit" });
  await unitDialog.getByLabel("Label").fill("7C");
  await unitDialog.getByRole("button", { name: "Create unit" }).click();
  await expect(page.getByTestId("toast")).toContainText("Created unit 7C");
  await expect(page.getByRole("table", { name: "units of this property" })).toContainText("7C");

  await page.getByRole("button", { name: "Add device" }).click();
  const deviceDialog = page.getByRole("dialog", { name: "New device" });
  await deviceDialog.getByLabel("Name").fill("Front door");
  await deviceDialog.getByLabel("Kind").selectOption("door_controller");
  await deviceDialog.getByLabel("Serial number").fill(unique("E2E-SN").replace(/\s/g, "-"));
  await deviceDialog.getByLabel("Status").selectOption("online");
  await deviceDialog.getByRole("button", { name: "Add device" }).click();
  await expect(page.getByTestId("toast")).toContainText("Added Front door");
  const devices = page.getByRole("table", { name: "devices" });
  await expect(devices).toContainText("Front door");
  await expect(devices).toContainText("Online");

  // Unlocking asks first, then shows the recorded access event.
  await page.getByRole("button", { name: "Unlock Front door" }).click();
  const unlock = page.getByRole("dialog", { name: "Unlock this door?" });
  await expect(unlock).toContainText("will open at once");
  await unlock.getByRole("button", { name: "Unlock now" }).click();
  const recorded = page.getByRole("dialog", { name: "Unlock recorded" });
  await expect(recorded.getByTestId("access-event-result")).toHaveText("Granted");
  // In words: the door by its name and who opened it, the event's id only as a reference.
  await expect(recorded).toContainText("Front door");
  await expect(recorded).toContainText("Dashboard or API, by you");
  const eventId = (await recorded.getByTestId("access-event-id").textContent())?.trim();
  expect(eventId).toBeTruthy();
  await recorded.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit property" });
  // Saving with nothing changed is a neutral note, gone once a field changes.
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByRole("status")).toContainText("Nothing has changed yet");
  await expect(edit.getByRole("alert")).toHaveCount(0);
  await edit.getByLabel("Intercom phone number").fill("555-0100");
  await expect(edit.getByRole("status")).toHaveCount(0);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.locator("#field-phoneNumber-error")).toContainText("E.164");
  await edit.getByLabel("Intercom phone number").fill("");
  await edit.getByLabel("Address").fill("2 Test Street, Springfield");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText(`Saved ${name}`);
  await expect(page.getByText("2 Test Street, Springfield")).toBeVisible();

  // The access event is counted on the overview, filtered to the new property: one door opened by an admin.
  await page.goto(`/admin?propertyId=${propertyId}`);
  await expect(page.getByTestId("door-opens-total")).toHaveText("1 opens");
  // The count cards stay the whole portfolio's, and say so beside the property's charts.
  await expect(page.getByTestId("counts-scope")).toHaveText(
    `These counts cover all your properties; the charts below show ${name} only.`,
  );
  await expect(
    page
      .getByRole("list", { name: "Door opens by method" })
      .getByRole("listitem")
      .filter({ hasText: "Dashboard or API" }),
  ).toContainText("1");

  // With a door event in its history the property is archived, not deleted.
  await page.goto(`/admin/properties/${propertyId}`);
  await page.getByRole("button", { name: "Archive or delete" }).click();
  await page
    .getByRole("dialog", { name: "Archive or delete this property?" })
    .getByRole("button", { name: "Archive or delete" })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Archived");
  await expect(page.getByText("Archived", { exact: true })).toBeVisible();
});

test("removing asks first and says what the API did: a new unit is deleted, a device with history retired", async ({
  page,
}) => {
  await signIn(page, "owner@gatehouse.local", "/admin/units");
  const properties = await (await page.request.get("/api/admin/properties?q=Harbor")).json();
  const propertyId = properties.properties[0].id as string;
  const label = `R${Date.now().toString(36).slice(-5)}`;
  // A cookie-authenticated mutation carries the site's Origin, as the browser's own requests do.
  const origin = new URL(page.url()).origin;
  expect(
    (await page.request.post("/api/admin/units", { data: { propertyId, label }, headers: { origin } })).status(),
  ).toBe(201);

  await page.goto(`/admin/units?q=${label}`);
  await page.getByRole("button", { name: `Remove unit ${label}` }).click();
  await page.getByRole("dialog", { name: "Remove this unit?" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("toast")).toContainText(`Removed unit ${label}`);
  await expect(page.getByText("No units match these filters")).toBeVisible();

  // A device of its own with one door event in its history: retired rather than deleted.
  const deviceName = `Side gate ${label}`;
  const created = await page.request.post("/api/admin/devices", {
    data: { propertyId, name: deviceName, kind: "door_controller", serialNumber: `SN-${label}`, status: "online" },
    headers: { origin },
  });
  expect(created.status()).toBe(201);
  const deviceId = (await created.json()).data.device.id as string;
  expect((await page.request.post(`/api/admin/devices/${deviceId}/unlock`, { headers: { origin } })).status()).toBe(
    201,
  );
  await page.goto(`/admin/devices?q=${encodeURIComponent(deviceName)}`);
  await page.getByRole("button", { name: `Remove ${deviceName}` }).click();
  await page.getByRole("dialog", { name: "Remove this device?" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("toast")).toContainText(`${deviceName}: retired`);
  await expect(page.getByRole("table", { name: "devices" })).toContainText("Retired");
});

import type { Door } from "../lib/portal-client/portal-types";
import { DEMO_PASSWORD, expect, test } from "./fixtures";
import {
  dialedNumber,
  doorOpensByMethod,
  HARBOR_VIEW_NUMBER,
  mintApiKey,
  postTwilio,
  RESIDENT,
  RESIDENT_UNIT_CODE,
  signInToPortal,
  twimlAttribute,
} from "./portal-helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// The resident's doors, read with the token the portal keeps in sessionStorage.
async function doorsOf(page: import("@playwright/test").Page): Promise<Door[]> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem("gatehouse.portal.session") ?? "{}") as { token?: string }).token,
  );
  const reply = await page.request.get("/api/v1/access", { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { doors: Door[] }).doors;
}

test("the resident signs in, opens the front door with an unmistakable result, and the access event reaches the admin API", async ({
  page,
}) => {
  const since = new Date(Date.now() - 60_000);
  const adminKey = await mintApiKey(["analytics:read"], "portal e2e analytics");
  await signInToPortal(page);
  await expect(page.getByRole("heading", { name: "Hello, Riley" })).toBeVisible();
  const frontDoor = (await doorsOf(page)).find((door) => door.name === "Front door");
  expect(frontDoor).toBeDefined();
  const before = await doorOpensByMethod(page.request, adminKey, frontDoor!.propertyId, since);

  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Front door", exact: true }) });
  await card.getByRole("button", { name: "Open Front door" }).click();
  await expect(card.getByRole("status")).toContainText("Door opened");
  await expect(card.getByRole("status")).toContainText("Recorded at");

  const after = await doorOpensByMethod(page.request, adminKey, frontDoor!.propertyId, since);
  expect(after.portal).toBe((before.portal ?? 0) + 1);

  await page.screenshot({ path: "e2e/screenshots/portal-home-phone.png", fullPage: false });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.screenshot({ path: "e2e/screenshots/portal-home-desktop.png" });
});

test("a door whose controller never answers shows the wait, then says it did not answer; never that it opened", async ({
  page,
}) => {
  const key = await mintApiKey(["devices:write"], "portal e2e silent door");
  await signInToPortal(page);
  const propertyId = (await doorsOf(page))[0]!.propertyId;
  // Listed online, but no controller is connected: the command is sent and nobody acknowledges it.
  const created = await page.request.post("/api/admin/devices", {
    headers: { authorization: `Bearer ${key}` },
    data: {
      propertyId,
      kind: "door_controller",
      name: "Silent gate",
      serialNumber: `SILENT-${Date.now().toString(36)}`,
      status: "online",
    },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Silent gate", exact: true }) });
  await card.getByRole("button", { name: "Open Silent gate" }).click();
  await expect(card.getByRole("status")).toContainText("Sent, waiting for the door");
  await expect(card.getByRole("status")).toContainText("The door did not answer", { timeout: 15_000 });
  await expect(card.getByRole("status")).not.toContainText("Door opened");
});

test("a door whose controller is offline says so, and a door taken away is refused; neither pretends to open", async ({
  page,
}) => {
  const key = await mintApiKey(["devices:write"], "portal e2e devices");
  await signInToPortal(page);
  const propertyId = (await doorsOf(page))[0]!.propertyId;
  const created = await page.request.post("/api/admin/devices", {
    headers: { authorization: `Bearer ${key}` },
    data: {
      propertyId,
      kind: "door_controller",
      name: "Bike room door",
      serialNumber: `PORTAL-${Date.now().toString(36)}`,
      status: "offline",
    },
  });
  expect(created.status()).toBe(201);
  const deviceId = ((await created.json()) as { data: { device: { id: string } } }).data.device.id;
  try {
    await page.reload();
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Bike room door", exact: true }) });
    await expect(card.getByText("Offline", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Open Bike room door" }).click();
    await expect(card.getByRole("status")).toContainText("Device offline: not opened");
    await expect(card.getByRole("status")).toContainText("Recorded at");
    await expect(card.getByRole("status")).not.toContainText("Door opened");

    // Retired by the staff while still on the resident's screen: the API refuses (404) and the card says so.
    const retired = await page.request.delete(`/api/admin/devices/${deviceId}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(retired.status()).toBe(204);
    await card.getByRole("button", { name: "Open Bike room door" }).click();
    await expect(card.getByRole("status")).toContainText("Refused: not opened");
    await expect(card.getByRole("status")).toContainText("no longer yours to open");

    // A request that never reached the server was not refused: the card says it was not sent, in one sentence.
    await page.route("**/api/v1/access/*/open", (route) => route.abort("internetdisconnected"));
    await card.getByRole("button", { name: "Open Bike room door" }).click();
    await expect(card.getByRole("status")).toContainText("Not sent: not opened");
    await expect(card.getByRole("status")).toContainText("check the connection");
    await expect(card.getByRole("status")).not.toContainText("..");
    await page.unroute("**/api/v1/access/*/open");
    // A server failure may have reached the door: the card says it is not confirmed; a throttle is a refusal.
    for (const [status, title] of [
      [503, "Not confirmed: check the door"],
      [429, "Refused: not opened"],
    ] as const) {
      await page.route("**/api/v1/access/*/open", (route) =>
        route.fulfill({
          status,
          json: {
            error: { code: status === 429 ? "RATE_LIMITED" : "SERVICE_UNAVAILABLE", message: "Try again later." },
          },
        }),
      );
      await card.getByRole("button", { name: "Open Bike room door" }).click();
      await expect(card.getByRole("status")).toContainText(title);
      await expect(card.getByRole("status")).not.toContainText("..");
      await page.unroute("**/api/v1/access/*/open");
    }
  } finally {
    await page.request.delete(`/api/admin/devices/${deviceId}`, { headers: { authorization: `Bearer ${key}` } });
  }
});

test("an expired session returns to sign-in and back to the same page; the legacy password login works; sign-out ends it", async ({
  page,
}) => {
  await signInToPortal(page, "/portal/calls");
  await expect(page.getByRole("heading", { name: "Calls" })).toBeVisible();
  // A token a minute from expiry is refreshed through /api/v1/auth/refresh before it is used.
  const stored = () =>
    page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem("gatehouse.portal.session") ?? "{}") as { token: string; expiresAt: number },
    );
  const first = await stored();
  await page.evaluate(() => {
    const session = JSON.parse(sessionStorage.getItem("gatehouse.portal.session") ?? "{}") as Record<string, unknown>;
    sessionStorage.setItem("gatehouse.portal.session", JSON.stringify({ ...session, expiresAt: Date.now() + 60_000 }));
  });
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/auth/refresh") && response.status() === 200,
  );
  await page.reload();
  await refreshed;
  await expect(page.getByRole("region", { name: "Call history" })).toBeVisible();
  await expect.poll(async () => (await stored()).expiresAt - Date.now()).toBeGreaterThan(50 * 60_000);
  expect((await stored()).token).not.toBe(first.token);

  // A token the API no longer accepts, as after a revoked or lapsed session.
  await page.evaluate(() => {
    const session = JSON.parse(sessionStorage.getItem("gatehouse.portal.session") ?? "{}") as Record<string, unknown>;
    sessionStorage.setItem("gatehouse.portal.session", JSON.stringify({ ...session, token: "not-a-valid-token" }));
  });
  await page.goto("/portal/guest-passes");
  await expect(page).toHaveURL(/\/portal\/sign-in\?next=%2Fportal%2Fguest-passes/);
  await expect(page.getByText("Sign in to continue where you left off.")).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/portal-sign-in-phone.png", fullPage: true });
  await page.getByLabel("Email", { exact: true }).fill(RESIDENT);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/guest-passes$/);
  await expect(page.getByRole("heading", { name: "Guest passes" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("gatehouse.portal.session"))).toBeNull();
  await page.goto("/portal/profile");
  await expect(page).toHaveURL(/\/portal\/sign-in\?next=%2Fportal%2Fprofile/);
});

test("a guest pass shows its PIN and QR code once, the PIN opens the door at the keypad, and after revoking it the PIN is refused", async ({
  page,
}) => {
  const keypadKey = await mintApiKey(["devices:write"], "portal e2e keypad");
  await signInToPortal(page, "/portal/guest-passes");
  const guest = `Guest ${Date.now().toString(36)}`;
  await page.getByLabel("Guest name").fill(guest);
  await page.getByLabel("Number of uses").fill("3");
  await page.getByRole("button", { name: "Create guest pass" }).click();

  const created = page.getByRole("region", { name: `Guest pass for ${guest} is ready` });
  await expect(created).toBeVisible();
  const pin = (await created.getByTestId("guest-pass-pin").textContent())?.trim() ?? "";
  expect(pin).toMatch(/^\d{6}$/);
  const qr = created.getByRole("img", { name: `QR code of the guest pass for ${guest}` });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("data-qr-payload")).toMatch(/^gatehouse:pass:ghqr_/);
  expect((await qr.locator("path").getAttribute("d"))?.length).toBeGreaterThan(500);
  await created.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "e2e/screenshots/portal-guest-pass-phone.png" });

  const entrance = (await doorsOf(page)).find((door) => door.isEntrance);
  expect(entrance).toBeDefined();
  const keypad = (body: Record<string, string>) =>
    page.request.post("/access/keypad", { headers: { authorization: `Bearer ${keypadKey}` }, data: body });
  const opened = await keypad({ deviceId: entrance!.id, pin });
  expect(opened.status()).toBe(201);
  expect(
    ((await opened.json()) as { data: { accessEvent: { result: string; method: string } } }).data.accessEvent,
  ).toMatchObject({ result: "granted", method: "pin" });

  await created.getByRole("button", { name: "Done" }).click();
  const active = page.getByRole("region", { name: "Active and upcoming" });
  await expect(active.getByText("1 of 3 uses used")).toBeVisible();
  await active.getByRole("button", { name: `Revoke pass for ${guest}` }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke guest pass?" });
  await expect(dialog).toContainText(guest);
  await dialog.getByRole("button", { name: "Revoke pass" }).click();
  await expect(dialog).toBeHidden();
  await expect(active.getByText(guest)).toBeHidden();
  const past = page.getByRole("region", { name: "Past" });
  await expect(past.getByRole("listitem").filter({ hasText: guest })).toContainText("Revoked");

  const refused = await keypad({ deviceId: entrance!.id, pin });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
    code: "FORBIDDEN",
  });
});

test("the phone number is checked, saved, and the next intercom call dials it; the call is in the history", async ({
  page,
  baseURL,
}) => {
  await signInToPortal(page, "/portal/profile");
  const phone = page.getByLabel("Phone the intercom dials");
  await expect(phone).toHaveValue(/^\+/);
  await phone.fill("555 0100");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Use the international format")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");

  const newNumber = `+1415555${String(Math.floor(1000 + Math.random() * 9000))}`;
  await phone.fill(newNumber);
  await page.getByLabel("Unanswered calls").check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The intercom now dials ${newNumber}` })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Phone the intercom dials")).toHaveValue(newNumber);
  await expect(page.getByLabel("Unanswered calls")).toBeChecked();
  await page.screenshot({ path: "e2e/screenshots/portal-profile-phone.png", fullPage: true });

  // A visitor rings the demo property and keys unit 101; each resident of the unit is dialed in turn until ours.
  const callSid = `CAportal${Date.now().toString(36)}`;
  const visitor = "+16175550123";
  const voice = await postTwilio(page.request, baseURL!, "/twilio/voice", {
    CallSid: callSid,
    From: visitor,
    To: HARBOR_VIEW_NUMBER,
    CallStatus: "ringing",
  });
  let twiml = await postTwilio(page.request, baseURL!, twimlAttribute(voice, "Gather", "action"), {
    CallSid: callSid,
    Digits: RESIDENT_UNIT_CODE,
  });
  const dialed: string[] = [];
  for (let attempt = 0; attempt < 5 && dialedNumber(twiml); attempt++) {
    dialed.push(dialedNumber(twiml)!);
    if (dialed.at(-1) === newNumber) break;
    twiml = await postTwilio(page.request, baseURL!, twimlAttribute(twiml, "Dial", "action"), {
      CallSid: callSid,
      DialCallStatus: "no-answer",
    });
  }
  expect(dialed).toContain(newNumber);
  expect(dialed).not.toContain("+15005550103");

  await page.getByRole("link", { name: "Calls" }).click();
  await expect(page.getByRole("heading", { name: "Calls" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Call history" }).getByRole("listitem").first()).toContainText(
    `from ${visitor}`,
  );
  await page.screenshot({ path: "e2e/screenshots/portal-calls-phone.png" });
});

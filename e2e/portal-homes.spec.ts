import { withDatabase } from "./calls-helpers";
import { expect, test, unique } from "./fixtures";
import { createDemoResident, DEMO_TENANT, signInToPortal } from "./portal-helpers";

// A browser on neither building's clock: every time shown is read on the building's.
test.use({ timezoneId: "Europe/Berlin" });

const day = (offsetDays: number) =>
  new Date(`${new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`);

// Two buildings of the demo tenant on different clocks, a resident of both, and one who moves in later.
async function createHomes() {
  const tag = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  return withDatabase(async (database) => {
    const building = async (name: string, timezone: string, label: string) => {
      const property = await database.property.create({
        data: { tenantId: DEMO_TENANT, name: unique(name), address: "5 Test Road", timezone },
      });
      const unit = await database.unit.create({ data: { propertyId: property.id, label, directoryCode: label } });
      return { name: property.name, unitId: unit.id };
    };
    const [york, kolkata] = [
      await building("Hudson Court", "America/New_York", "3B"),
      await building("Lotus House", "Asia/Kolkata", "12"),
    ];
    const resident = (name: string, memberships: { unitId: string; dialOrder: number; moveInOn?: Date }[]) =>
      createDemoResident(database, name, tag, memberships);
    const both = await resident("Both", [
      { unitId: york.unitId, dialOrder: 0 },
      { unitId: kolkata.unitId, dialOrder: 1 },
    ]);
    const newcomer = await resident("Newcomer", [{ unitId: kolkata.unitId, dialOrder: 2, moveInOn: day(3) }]);
    return { york, kolkata, bothEmail: both.email, newcomerEmail: newcomer.email };
  });
}

test("a resident of two buildings chooses the home a pass is for, on its building's clock, and sees it in the list; a newcomer makes one for the move-in day", async ({
  page,
}) => {
  const homes = await createHomes();
  await signInToPortal(page, "/portal/guest-passes", homes.bothEmail);
  const form = page.getByRole("form", { name: "New guest pass" });
  const home = form.getByLabel("For");
  await expect(home.locator("option")).toHaveText([`Unit 3B, ${homes.york.name}`, `Unit 12, ${homes.kolkata.name}`]);
  await expect(form.getByTestId("pass-time-zone")).toHaveText("Times in America/New_York");

  await home.selectOption({ label: `Unit 12, ${homes.kolkata.name}` });
  await expect(form.getByTestId("pass-time-zone")).toHaveText("Times in Asia/Kolkata");
  await form.getByLabel("Guest name").fill("Aunt Meera");
  const started = Date.now();
  await form.getByRole("button", { name: "Create guest pass" }).click();
  await expect(page.getByText("Aunt Meera").first()).toBeVisible();

  // The pass is for the chosen unit, and its window still starts now on that building's clock.
  const pass = await withDatabase((database) =>
    database.guestPass.findFirstOrThrow({ where: { name: "Aunt Meera", unitId: homes.kolkata.unitId } }),
  );
  expect(Math.abs(pass.validFrom.getTime() - started)).toBeLessThan(5 * 60_000);
  const active = page.getByRole("region", { name: "Active and upcoming" });
  await expect(active.getByRole("listitem").filter({ hasText: "Aunt Meera" })).toContainText(
    `Unit 12, ${homes.kolkata.name}`,
  );
  // Formatted by the browser's own Intl, as the page formats it, on Kolkata's clock.
  const inKolkata = (at: Date) =>
    page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(
          new Date(iso),
        ),
      at.toISOString(),
    );
  await expect(active.getByRole("listitem").filter({ hasText: "Aunt Meera" })).toContainText(
    await inKolkata(pass.validFrom),
  );
  await expect(page.getByTestId("portal-time-zone")).toHaveText("Times in each building's zone");

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signInToPortal(page, "/portal/guest-passes", homes.newcomerEmail);
  const newcomer = page.getByRole("form", { name: "New guest pass" });
  const validFrom = newcomer.getByLabel("Valid from");
  await expect(newcomer.getByTestId("pass-time-zone")).toHaveText("Times in Asia/Kolkata");
  await expect(newcomer).toContainText("From your move-in day");
  // Offered from 09:00 on the move-in day; an earlier start is refused before anything is sent.
  const movingDay = day(3).toISOString().slice(0, 10);
  await expect(validFrom).toHaveValue(`${movingDay}T09:00`);
  await newcomer.getByLabel("Guest name").fill("Removals");
  await validFrom.fill(`${day(2).toISOString().slice(0, 10)}T09:00`);
  await newcomer.getByRole("button", { name: "Create guest pass" }).click();
  await expect(validFrom).toHaveAccessibleDescription(/Start on your move-in day/);
  await validFrom.fill(`${movingDay}T09:00`);
  await newcomer.getByRole("button", { name: "Create guest pass" }).click();
  await expect(page.getByText("Removals").first()).toBeVisible();
  const moving = await withDatabase((database) =>
    database.guestPass.findFirstOrThrow({ where: { name: "Removals", unitId: homes.kolkata.unitId } }),
  );
  // 09:00 in Kolkata is 03:30 UTC; the new pass's card and the list show it on Kolkata's clock.
  expect(moving.validFrom.toISOString()).toBe(`${movingDay}T03:30:00.000Z`);
  await expect(page.getByRole("region", { name: "Guest pass for Removals is ready" })).toContainText(
    await inKolkata(moving.validFrom),
  );
  await expect(page.getByTestId("portal-time-zone")).toHaveText("Times in Asia/Kolkata");
});

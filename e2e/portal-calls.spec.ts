import { withDatabase } from "./calls-helpers";
import { expect, test, unique } from "./fixtures";
import { createDemoResident, DEMO_TENANT, signInToPortal } from "./portal-helpers";

// A resident of a new unit rung 30 times, a minute apart: the newest call is from +15550000029.
async function residentWithCalls() {
  const tag = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  return withDatabase(async (database) => {
    const property = await database.property.create({
      data: { tenantId: DEMO_TENANT, name: unique("Paging House"), address: "9 Test Road", timezone: "UTC" },
    });
    const unit = await database.unit.create({ data: { propertyId: property.id, label: "7", directoryCode: "7" } });
    const resident = await createDemoResident(database, "Pager", tag, [{ unitId: unit.id, dialOrder: 0 }]);
    const start = Date.now() - 3 * 3_600_000;
    await database.call.createMany({
      data: Array.from({ length: 30 }, (_, n) => ({
        propertyId: property.id,
        unitId: unit.id,
        carrier: "twilio" as const,
        carrierCallId: `CA-paging-${tag}-${n}`,
        from: `+1555000${String(n).padStart(4, "0")}`,
        to: "+15005550006",
        status: "completed" as const,
        startedAt: new Date(start + n * 60_000),
      })),
    });
    return resident.email;
  });
}

test("the portal's call pages are in the address: Older, Back and a reload keep the page; a made-up offset is the first page", async ({
  page,
}) => {
  const email = await residentWithCalls();
  await signInToPortal(page, "/portal/calls", email);
  const history = page.getByRole("region", { name: "Call history" });
  const rows = history.getByRole("listitem");
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText("+15550000029");

  await page.getByRole("navigation", { name: "Call pages" }).getByRole("button", { name: "Older" }).click();
  await expect(page).toHaveURL(/[?&]offset=25(&|$)/);
  await expect(rows).toHaveCount(5);
  await expect(history).toBeFocused();
  await expect(rows.first()).toContainText("+15550000004");

  await page.reload();
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toContainText("+15550000000");

  await page.goBack();
  await expect(page).not.toHaveURL(/offset=/);
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText("+15550000029");

  // An address edited by hand to an offset no page has is the first page, not an error.
  for (const offset of ["-5", "2.5", "x"]) {
    await page.goto(`/portal/calls?offset=${offset}`);
    await expect(rows.first()).toContainText("+15550000029");
    await expect(rows).toHaveCount(25);
  }
});

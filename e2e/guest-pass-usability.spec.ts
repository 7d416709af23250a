import { withDatabase } from "./calls-helpers";
import { expect, signIn, test, unique } from "./fixtures";
import { createDemoResident, DEMO_TENANT, signInToPortal } from "./portal-helpers";

// A building of its own in the demo tenant, so archiving it leaves the demo data as the other specs expect it.
async function createBuilding() {
  const tag = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  return withDatabase(async (database) => {
    const property = await database.property.create({
      data: { tenantId: DEMO_TENANT, name: unique("Usability House"), address: "9 Test Road" },
    });
    const unit = await database.unit.create({ data: { propertyId: property.id, label: "9Z", directoryCode: "9Z" } });
    const resident = (name: string, moveOutOn: Date | null) =>
      createDemoResident(database, name, tag, [{ unitId: unit.id, moveOutOn }]);
    const staying = await resident("Stays", null);
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    const movedOut = await resident("Leaves", today);
    const pass = (createdById: string, name: string) =>
      database.guestPass.create({
        data: {
          propertyId: property.id,
          unitId: unit.id,
          createdById,
          name,
          pinHash: `e2e-pin-${name}-${tag}`,
          qrTokenHash: `e2e-qr-${name}-${tag}`,
          validFrom: new Date(Date.now() - 60_000),
          validUntil: new Date(Date.now() + 86_400_000),
          maxUses: 3,
        },
      });
    await pass(staying.id, "Plumber");
    await pass(movedOut.id, "Cousin");
    await pass(staying.id, "Neighbour");
    return { propertyId: property.id, unitId: unit.id, stayingEmail: staying.email };
  });
}

test("the unit page marks a pass whose creator moved out, staff revoke a pass after confirming, and the portal says why an archived building's pass opens no door", async ({
  page,
}) => {
  const building = await createBuilding();
  await signIn(page, "staff@gatehouse.local", `/admin/units/${building.unitId}`);
  const passes = page.getByRole("table", { name: "guest passes of this unit" });
  const row = (name: string) => passes.locator("tbody tr").filter({ hasText: name });
  // Windows are on the property's clock, which the header names.
  await expect(passes.getByRole("columnheader", { name: "Valid (UTC)" })).toBeVisible();
  await expect(row("Cousin")).toContainText("Active");
  await expect(row("Cousin")).toContainText("Not usable: creator moved out");
  await expect(row("Plumber")).toContainText("Active");
  await expect(row("Plumber")).not.toContainText("Not usable");

  await row("Plumber").getByRole("button", { name: "Revoke pass for Plumber" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this guest pass?" });
  await expect(dialog).toContainText("Plumber");
  await dialog.getByRole("button", { name: "Revoke pass" }).click();
  await expect(dialog).toBeHidden();
  await expect(row("Plumber")).toContainText("Revoked");
  await expect(row("Plumber").getByRole("button", { name: "Revoke pass for Plumber" })).toHaveCount(0);
  await expect(row("Neighbour").getByRole("button", { name: "Revoke pass for Neighbour" })).toBeVisible();

  await withDatabase((database) =>
    database.property.update({
      where: { id: building.propertyId },
      data: { status: "archived", archivedAt: new Date() },
    }),
  );
  await signInToPortal(page, "/portal/guest-passes", building.stayingEmail);
  const active = page.getByRole("region", { name: "Active and upcoming" });
  const neighbour = active.getByRole("listitem").filter({ hasText: "Neighbour" });
  await expect(neighbour).toContainText("Active");
  await expect(neighbour).toContainText("Not usable: property archived");
});

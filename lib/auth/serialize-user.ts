import type { Prisma } from "../db/generated/client";
import type { UserView } from "../users/user-schemas";

// What every user query loads: the row and its unit memberships in dial order, each with its property's time zone,
// in which its move dates are days.
export const withUnits = {
  memberships: {
    select: {
      unitId: true,
      dialOrder: true,
      moveInOn: true,
      moveOutOn: true,
      unit: { select: { property: { select: { timezone: true } } } },
    },
    orderBy: [{ dialOrder: "asc" }, { unitId: "asc" }],
  },
} satisfies Prisma.UserInclude;

// A stored day (a move date) as the API writes it, YYYY-MM-DD.
export const dayText = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;

export type UserWithUnits = Prisma.UserGetPayload<{ include: typeof withUnits }>;

// Never the password hash.
export function serializeUser(user: UserWithUnits): UserView {
  return {
    id: user.id,
    tenantId: user.tenantId,
    email: user.email,
    name: user.name,
    phone: user.phone,
    role: user.role,
    status: user.status,
    unitIds: user.memberships.map((membership) => membership.unitId),
    units: user.memberships.map(({ unitId, dialOrder, moveInOn, moveOutOn }) => ({
      unitId,
      dialOrder,
      moveInOn: dayText(moveInOn),
      moveOutOn: dayText(moveOutOn),
    })),
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

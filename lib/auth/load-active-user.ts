import { batchPerClient } from "../db/batch-while-busy";
import { db, type Database } from "../db/client";
import { Prisma, type User } from "../db/generated/client";
import { modelColumns } from "../db/model-columns";
import { queryRows } from "../db/query-rows";
import { ApiError } from "../http/error-codes";
import type { UserWithUnits } from "./serialize-user";

type Membership = UserWithUnits["memberships"][number];
type WireMembership = Omit<Membership, "moveInOn" | "moveOutOn" | "unit"> & {
  moveInOn: string | null;
  moveOutOn: string | null;
  timezone: string;
};
type Row = User & { tenantStatus: string | null; memberships: WireMembership[] };

// A calendar day as Prisma reads a date column: its UTC midnight.
const day = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00.000Z`));

const USER_COLUMNS = modelColumns(Prisma.UserScalarFieldEnum, {
  alias: "u",
  asInstants: ["clerkUpdatedAt", "clerkMembershipAt", "deactivatedAt", "createdAt", "updatedAt"],
});

type Found = { user: UserWithUnits; tenantStatus: string | null };

// Users, their memberships in dial order (withUnits) and their organization's status in one statement: every
// resident request runs this, so it goes around Prisma, whose include would take five round trips.
async function readUsers(client: Database, match: Prisma.Sql): Promise<Found[]> {
  const rows = await queryRows<Row>(
    client,
    Prisma.sql`
    SELECT ${USER_COLUMNS}, t.status::text AS "tenantStatus",
      coalesce((
        SELECT json_agg(json_build_object('unitId', m."unitId", 'dialOrder', m."dialOrder", 'moveInOn', m."moveInOn",
                                          'moveOutOn', m."moveOutOn", 'timezone', p.timezone)
                        ORDER BY m."dialOrder", m."unitId")
        FROM unit_memberships m JOIN units un ON un.id = m."unitId" JOIN properties p ON p.id = un."propertyId"
        WHERE m."userId" = u.id
      ), '[]'::json) AS memberships
    FROM users u LEFT JOIN tenants t ON t.id = u."tenantId"
    WHERE ${match}`,
  );
  return rows.map(({ tenantStatus, memberships, ...user }) => ({
    user: {
      ...user,
      memberships: memberships.map(({ timezone, moveInOn, moveOutOn, ...membership }) => ({
        ...membership,
        moveInOn: day(moveInOn),
        moveOutOn: day(moveOutOn),
        unit: { property: { timezone } },
      })),
    },
    tenantStatus,
  }));
}

// By id, the users of the requests arriving while a read is out go together in the next (docs/architecture.md, "Scale").
const readUserById = batchPerClient("reading users by id", async (client, ids: string[]) => {
  const found = new Map(
    (await readUsers(client, Prisma.sql`u.id = ANY(${ids}::text[])`)).map((one) => [one.user.id, one]),
  );
  return ids.map((one): Found | null => found.get(one) ?? null);
});

async function readUser(where: { id: string } | { email: string }): Promise<Found | null> {
  if ("id" in where) return readUserById(where.id);
  const [found] = await readUsers(db(), Prisma.sql`u.email = ${where.email}`);
  return found ?? null;
}

// Every authenticated request re-reads the user, so a suspension takes effect at once.
export async function loadActiveUser(
  where: { id: string } | { email: string },
  missing = "The account no longer exists",
): Promise<UserWithUnits> {
  const found = await readUser(where);
  if (!found) throw new ApiError("UNAUTHORIZED", missing);
  const { user, tenantStatus } = found;
  if (user.status === "suspended" || user.deactivatedAt) throw new ApiError("UNAUTHORIZED", "The account is suspended");
  if (tenantStatus === "suspended") throw new ApiError("UNAUTHORIZED", "The account's organization is suspended");
  return user;
}

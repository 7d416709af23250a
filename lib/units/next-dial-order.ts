import { Prisma } from "../db/generated/client";

// A newcomer to a unit is rung after those already there: one past the unit's highest dial order, 0 in an empty unit.
// `unitId` is the SQL expression naming the unit (a column or a parameter).
export const nextDialOrderSql = (unitId: Prisma.Sql) =>
  Prisma.sql`coalesce((SELECT max(m."dialOrder") + 1 FROM unit_memberships m WHERE m."unitId" = ${unitId}), 0)`;

import { Prisma } from "./generated/client";

// Writes that commit together as one statement: data-modifying CTEs (`name AS (INSERT ...)`), which always run, and
// function calls with effects (a job queue's add_job), which run only when the statement's result evaluates them.
export type Writes = { ctes: Prisma.Sql[]; calls: Prisma.Sql[] };

export const NO_WRITES: Writes = { ctes: [], calls: [] };

export const combineWrites = (...parts: Writes[]): Writes => ({
  ctes: parts.flatMap((part) => part.ctes),
  calls: parts.flatMap((part) => part.calls),
});

// The statement: every CTE, then each call evaluated once in the result row.
export function writeStatement(writes: Writes): Prisma.Sql {
  const withClause = writes.ctes.length ? Prisma.sql`WITH ${Prisma.join(writes.ctes, ", ")} ` : Prisma.empty;
  const calls = writes.calls.map((call) => Prisma.sql`(${call}) IS NOT NULL`);
  return Prisma.sql`${withClause}SELECT ${calls.length ? Prisma.join(calls, ", ") : Prisma.sql`true`}`;
}

import { DatabaseError } from "pg";
import { batchPerClient } from "./batch-while-busy";
import { db, type Database } from "./client";
import type { Prisma } from "./generated/client";
import { ownPool, queryRows, refuseTimestamps } from "./query-rows";

// A parameter's PostgreSQL type in a statement run together, "null" for a null sent as NULL; undefined for a value that
// only runs alone (an instant, json, an array).
type Kind = "text" | "int8" | "bool" | "null";
const kindOf = (value: unknown): Kind | undefined =>
  value === null
    ? "null"
    : typeof value === "string"
      ? "text"
      : typeof value === "boolean"
        ? "bool"
        : Number.isSafeInteger(value)
          ? "int8"
          : undefined;

const QUOTED = /('(?:[^']|'')*'|"(?:[^"]|"")*")/;
const ROW = `"__together"`;

// What the placeholder rewrite cannot read past: a comment, a dollar-quoted body, an escape string (E'...').
const unreadable = (part: string, next: string | undefined) =>
  /--|\/\*|\$(?!\d)/.test(part) || (next?.startsWith("'") && /(?:^|[^\w$])[eE]$/.test(part));

// The statement that runs `text` once per row of parameter arrays, each row's results tagged with its index; undefined
// for a text the rewrite cannot read.
export function composeTogether(text: string, kinds: Kind[]): string | undefined {
  const parts = text.split(QUOTED);
  if (parts.some((part, i) => i % 2 === 0 && unreadable(part, parts[i + 1]))) return undefined;
  for (let i = 0; i < parts.length; i += 2) {
    parts[i] = parts[i].replace(/\$(\d+)/g, (_, n: string) =>
      kinds[Number(n) - 1] === "null" ? "NULL" : `${ROW}.p${n}`,
    );
  }
  const arrays = kinds.flatMap((kind, i) => (kind === "null" ? [] : [{ kind, column: `p${i + 1}` }]));
  const unnest = [`$1::int4[]`, ...arrays.map(({ kind }, i) => `$${i + 2}::${kind}[]`)].join(", ");
  const columns = ["i", ...arrays.map(({ column }) => column)].join(", ");
  return `SELECT ${ROW}.i AS "__i", r.* FROM unnest(${unnest}) AS ${ROW}(${columns}) CROSS JOIN LATERAL (${parts.join("")}) AS r`;
}

// A statement with the key of those it can run together with: its text and its parameters' kinds.
type Shaped = { sql: Prisma.Sql; key: string; kinds: Kind[] };

// Each key's composed statement, composed once; null for a key that runs alone (a text the rewrite cannot read, or whose
// composed form failed: a type only the lone statement infers). Texts come from the code, so the keys are few.
const composed = new Map<string, string | null>();
// Errors of the connection or the server's state (classes 08, 53, 57, 58), which the same statements run alone would
// meet again; any other error of the composed statement has them run alone.
const SERVER_STATE = /^(08|53|57|58)/;

// Each caller's outcome: a statement run alone fails only its caller.
async function runTogether(client: Database, shaped: Shaped[]): Promise<PromiseSettledResult<unknown[]>[]> {
  const statements = shaped.map(({ sql }) => sql);
  const { key, kinds } = shaped[0];
  const eachAlone = () => Promise.allSettled(statements.map((sql) => queryRows(client, sql)));
  if (!composed.has(key)) composed.set(key, composeTogether(statements[0].text, kinds) ?? null);
  const text = composed.get(key);
  if (statements.length === 1 || !text) return eachAlone();
  const own = ownPool(client);
  const values: unknown[][] = [statements.map((_, i) => i)];
  kinds.forEach((kind, k) => kind !== "null" && values.push(statements.map((sql) => sql.values[k])));
  // Named when the lone statement is (its columns, and so the composed one's, are fixed by its text), and by the
  // kinds too: a null's NULL in place of its array makes another text.
  const name = own.name?.({ sql: statements[0].text });
  let result;
  try {
    result = await own.pool.query({
      text,
      values,
      name: name && `${name}t${kinds.map((kind) => kind[0]).join("")}`,
      rowMode: "array",
    });
  } catch (error) {
    if (!(error instanceof DatabaseError) || SERVER_STATE.test(error.code ?? "")) throw error;
    // Run alone, a value PostgreSQL refuses fails only its own caller; when none fails, the composed form was at fault.
    const outcomes = await eachAlone();
    if (outcomes.every(({ status }) => status === "fulfilled")) composed.set(key, null);
    return outcomes;
  }
  refuseTimestamps(result.fields);
  const names = result.fields.slice(1).map((field) => field.name);
  const answers: Record<string, unknown>[][] = statements.map(() => []);
  for (const row of result.rows as unknown[][]) {
    const answer: Record<string, unknown> = {};
    for (let k = 0; k < names.length; k++) answer[names[k]] = row[k + 1];
    answers[row[0] as number].push(answer);
  }
  return answers.map((value) => ({ status: "fulfilled", value }));
}

const together = batchPerClient("queryRowsTogether", runTogether, ({ key }: Shaped) => key);

// queryRows, but the callers of one text arriving while it is out go together as one statement, each its own rows in
// its order; a text's parameters must meet typed columns or casts (docs/architecture.md, "Scale").
export async function queryRowsTogether<T>(sql: Prisma.Sql): Promise<T[]> {
  const kinds = sql.values.map(kindOf);
  const key = `${kinds.join(",")}|${sql.text}`;
  if (kinds.includes(undefined) || composed.get(key) === null) return queryRows<T>(db(), sql);
  const outcome = await together({ sql, key, kinds: kinds as Kind[] });
  if (outcome.status === "rejected") throw outcome.reason;
  return outcome.value as T[];
}

// A statement that selects or returns `*` changes its result when a migration adds a column, which a prepared
// statement of an instance still running the old release could not follow: those stay unnamed.
const WILDCARD = /(?:select|returning|,)\s+(?:distinct\s+)?(?:"?\w+"?\.)?\*|\.\*/i;

// Names the first `limit` distinct statements of a process, so each connection parses and plans them once and
// PostgreSQL keeps their plans (a named statement is prepared per connection); later ones, `*` ones, and every one
// when `limit` is 0 run unnamed as before. A bound, because each connection keeps every statement it prepared.
export function nameStatements(limit: number): ((query: { sql: string }) => string) | undefined {
  if (limit <= 0) return undefined;
  const names = new Map<string, string | undefined>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (!names.has(sql) && names.size < limit)
      names.set(sql, (name = WILDCARD.test(sql) ? undefined : `gh${names.size}`));
    // pg runs a query without a name as an unnamed statement, parsed and planned on every run.
    return name as string;
  };
}

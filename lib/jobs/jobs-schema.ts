// The PostgreSQL schema holding the queue; tests give each worker its own so parallel files stay apart.
export function jobsSchema(): string {
  const schema = process.env.JOBS_SCHEMA || "graphile_worker";
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`JOBS_SCHEMA "${schema}" must be a lower-case SQL name (letters, digits, _)`);
  return schema;
}

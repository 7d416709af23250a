import { parseArgs } from "node:util";
import { z } from "zod";
import { issueApiKey } from "../api-keys/issue-api-key";
import { isScope, type Scope } from "../auth/scopes";
import type { CliDatabase } from "./open-cli-database";

const options = z.object({
  tenant: z.string().min(1, "--tenant <slug|platform> is required"),
  scopes: z.string().min(1, "--scopes <a,b> is required"),
  name: z.string().min(1, "--name <name> is required"),
  // As the admin API: a key that has expired before it is made is a mistake, not a key.
  "expires-at": z.iso
    .datetime({ error: "--expires-at must be an ISO time such as 2030-01-01T00:00:00Z", abort: true })
    .refine((value) => new Date(value) > new Date(), "--expires-at must be in the future")
    .optional(),
});

// `api-keys create`: the first key, made by whoever runs the server, without a dashboard.
export async function createApiKeyCommand({ database }: CliDatabase, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      tenant: { type: "string" },
      scopes: { type: "string" },
      name: { type: "string" },
      "expires-at": { type: "string" },
    },
  });
  const parsed = options.parse({
    tenant: values.tenant ?? "",
    scopes: values.scopes ?? "",
    name: values.name ?? "",
    "expires-at": values["expires-at"],
  });
  const scopes = parsed.scopes
    .split(",")
    .map((scope) => scope.trim())
    .filter(Boolean);
  const unknown = scopes.filter((scope) => !isScope(scope));
  if (unknown.length) throw new Error(`Unknown scope(s): ${unknown.join(", ")}`);
  let tenantId: string | null = null;
  if (parsed.tenant !== "platform") {
    const tenant = await database.tenant.findUnique({ where: { slug: parsed.tenant } });
    if (!tenant) throw new Error(`No tenant with the slug ${parsed.tenant}`);
    tenantId = tenant.id;
  }
  const expiresAt = parsed["expires-at"] ? new Date(parsed["expires-at"]) : null;
  return issueApiKey(database, { name: parsed.name, scopes: scopes as Scope[], tenantId, expiresAt });
}

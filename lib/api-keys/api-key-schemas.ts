import { z } from "zod";
import { id, listQuery, nonEmpty, timestamp } from "../framework/common-schemas";
import { ALL_SCOPES } from "../auth/scopes";

export const API_KEY_STATUSES = ["active", "revoked", "expired"] as const;
export const apiKeyStatusSchema = z.enum(API_KEY_STATUSES);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

export const scopeSchema = z.enum(ALL_SCOPES as [string, ...string[]]).describe("<resource>:<read|write>");

export const apiKeySchema = z
  .object({
    id,
    name: z.string(),
    prefix: z.string().describe("the first characters of the key, to recognize it"),
    scopes: z.array(scopeSchema),
    effectiveScopes: z
      .array(scopeSchema)
      .describe("the scopes the key may use now: its scopes within its creator's current role"),
    creatorLostRights: z.boolean().describe("true when the creator's role no longer grants some of the key's scopes"),
    tenantId: id.nullable().describe("null for a platform key"),
    rateLimitPerMinute: z.number().int(),
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable(),
    expiresAt: timestamp.nullable(),
    revokedAt: timestamp.nullable(),
    status: apiKeyStatusSchema.describe("revoked, else expired once expiresAt has passed, else active"),
  })
  .meta({ id: "ApiKey" });

export const apiKeyWithSecretSchema = apiKeySchema
  .extend({ key: z.string().describe("the secret; shown only in this answer") })
  .meta({ id: "ApiKeyWithSecret" });

export const listApiKeysQuery = listQuery({
  tenantId: id.optional(),
  status: apiKeyStatusSchema.optional(),
});

const name = z.string().trim().min(1).max(100);
const scopes = z.array(scopeSchema).min(1).max(ALL_SCOPES.length);

export const createApiKeyBody = z
  .object({
    name,
    scopes,
    tenantId: id
      .nullable()
      .optional()
      .describe("omit for the caller's tenant; null for a platform key (platform callers only)"),
    expiresAt: timestamp.optional().refine((value) => !value || new Date(value) > new Date(), "must be in the future"),
    rateLimitPerMinute: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .optional()
      .describe("at most the caller's own: its key's limit, or the default for a signed-in person"),
  })
  .strict();

export const updateApiKeyBody = nonEmpty(z.object({ name, scopes }).partial().strict());

export type ApiKeyView = z.infer<typeof apiKeySchema>;
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;
export type UpdateApiKeyBody = z.infer<typeof updateApiKeyBody>;
export type ListApiKeysQuery = z.infer<typeof listApiKeysQuery>;

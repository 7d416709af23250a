import { z } from "zod";
import { id, listQuery, nonEmpty, searchText, timestamp } from "../framework/common-schemas";

const tenantStatus = z.enum(["active", "suspended"]);

export const tenantSchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    status: tenantStatus,
    plan: z.string(),
    stripeCustomerId: z.string().nullable(),
    clerkOrgId: z
      .string()
      .nullable()
      .describe("the Clerk organization linked to this tenant; set only by a platform caller"),
    billingStatus: z.enum(["none", "trialing", "active", "past_due", "unpaid", "canceled"]),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Tenant" });

export const listTenantsQuery = listQuery({
  q: searchText.optional().describe("matches name or slug"),
  status: tenantStatus.optional(),
});

const name = z.string().trim().min(1).max(200);
const plan = z.string().trim().min(1).max(50);
const slug = z
  .string()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "lowercase letters, digits and inner hyphens, such as acme-homes");

export const createTenantBody = z.object({ name, slug, plan: plan.optional() }).strict();

// Links the tenant to its Stripe customer before a first subscription names it; null unlinks.
const stripeCustomerId = z
  .string()
  .trim()
  .max(255)
  .regex(/^cus_[A-Za-z0-9]+$/, "a Stripe customer id, such as cus_N4bX2")
  .nullable();

const clerkOrgId = z
  .string()
  .regex(/^org_[A-Za-z0-9]{1,64}$/, "a Clerk organization id such as org_2abc")
  .nullable();

export const updateTenantBody = nonEmpty(
  z.object({ name, plan, status: tenantStatus, stripeCustomerId, clerkOrgId }).partial().strict(),
);

export type TenantView = z.infer<typeof tenantSchema>;
export type ListTenantsQuery = z.infer<typeof listTenantsQuery>;
export type CreateTenantBody = z.infer<typeof createTenantBody>;
export type UpdateTenantBody = z.infer<typeof updateTenantBody>;

import { z } from "zod";

const nullableText = z.string().nullish();

export const clerkUser = z.looseObject({
  id: z.string().min(1),
  email_addresses: z.array(z.looseObject({ id: z.string(), email_address: z.string() })).default([]),
  primary_email_address_id: nullableText,
  phone_numbers: z.array(z.looseObject({ id: z.string(), phone_number: z.string() })).default([]),
  primary_phone_number_id: nullableText,
  first_name: nullableText,
  last_name: nullableText,
  username: nullableText,
  public_metadata: z.record(z.string(), z.unknown()).nullish(),
});

export const clerkDeleted = z.looseObject({ id: z.string().min(1) });

export const clerkOrganization = z.looseObject({ id: z.string().min(1), name: z.string().min(1), slug: nullableText });

export const clerkMembership = z.looseObject({
  role: z.string(),
  organization: clerkOrganization,
  public_user_data: z.looseObject({
    user_id: z.string().min(1),
    identifier: nullableText,
    first_name: nullableText,
    last_name: nullableText,
  }),
});

export type ClerkUser = z.infer<typeof clerkUser>;
export type ClerkOrganization = z.infer<typeof clerkOrganization>;
export type ClerkMembership = z.infer<typeof clerkMembership>;

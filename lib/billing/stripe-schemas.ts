import { z } from "zod";

// Stripe's own times are whole seconds; a signed event dated outside years 1970 to 9999 is not one of Stripe's.
const stripeSeconds = z.number().int().min(0).max(253_402_300_799);
const reference = z.union([z.string().max(255), z.looseObject({ id: z.string().max(255) })]).nullish();
const text = z.string().max(255).nullish();

// What the subscription and invoice handlers read of an event; the rest of Stripe's body is kept as it came.
export const stripeBillingEvent = z.looseObject({
  created: stripeSeconds,
  data: z.looseObject({
    object: z.looseObject({
      customer: reference,
      status: z.string().max(64).optional(),
      metadata: z.record(z.string(), z.string().max(500)).nullish(),
      items: z
        .looseObject({
          data: z.array(
            z.looseObject({
              price: z.looseObject({ id: text, lookup_key: text, nickname: text }).nullish(),
            }),
          ),
        })
        .nullish(),
    }),
  }),
});

export type StripeBillingEvent = z.infer<typeof stripeBillingEvent>;

export const customerIdOf = (value: z.infer<typeof reference>) =>
  typeof value === "string" ? value : (value?.id ?? "");

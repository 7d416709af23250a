import { z } from "zod";
import { userSchema } from "../users/user-schemas";

export const clerkSessionBody = z.object({ sessionToken: z.string().min(1).max(8192) });
export const loginBody = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024) });
export const devSessionBody = z.object({ email: z.email().max(254) });

// The answer of every sign-in route and of the refresh route: the core JWT and who it belongs to.
export const sessionSchema = z
  .object({
    token: z.string().describe("the core JWT, sent as Authorization: Bearer"),
    tokenType: z.literal("Bearer"),
    expiresIn: z.number().int().describe("seconds"),
    user: userSchema,
  })
  .meta({ id: "Session" });

export const devSessionSchema = z
  .object({
    sessionToken: z.string().describe("exchanged at POST /api/v1/auth/clerk-session like a Clerk session token"),
    expiresIn: z.number().int(),
    development: z.literal(true),
    note: z.string(),
  })
  .meta({ id: "DevSession" });

export type SessionView = z.infer<typeof sessionSchema>;

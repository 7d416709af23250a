import { z } from "zod";

export const clerkSessionBody = z.object({ sessionToken: z.string().min(1).max(8192) });
export const loginBody = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024) });
export const devSessionBody = z.object({ email: z.email().max(254) });

import { z } from "zod";
import { id, timestamp } from "../framework/common-schemas";

export const invitationSchema = z
  .object({
    userId: id,
    channel: z
      .enum(["email", "clerk"])
      .describe("email: a set-password link mailed by Gatehouse; clerk: Clerk's own invitation"),
    expiresAt: timestamp,
  })
  .meta({ id: "Invitation" });

const secret = z.string().trim().min(20).max(200);

// The same rule as an admin-set password (createUserBody.password).
export const newPassword = z.string().min(8).max(200);

export const setPasswordBody = z.object({ token: secret, password: newPassword }).strict();
export const passwordResetBody = z.object({ email: z.email().max(254).toLowerCase() }).strict();

export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const accountSchema = z
  .object({ email: z.string(), role: z.enum(["platform_admin", "owner", "staff", "resident"]) })
  .meta({ id: "Account" });
export const passwordResetAnswerSchema = z
  .object({ data: z.object({ message: z.string() }) })
  .meta({ id: "PasswordResetAnswer" });

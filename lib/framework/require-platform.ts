import { isPlatform, type AdminPrincipal } from "../auth/admin-principal";
import { ApiError } from "../http/error-codes";

// Some changes belong to the platform alone; a tenant-bound caller is refused with 403 FORBIDDEN.
export function requirePlatform(principal: AdminPrincipal, message: string): void {
  if (!isPlatform(principal)) throw new ApiError("FORBIDDEN", message);
}

import NextAuth from "next-auth";
import { nextAuthOptions } from "@/lib/auth/next-auth-options";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

const handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => NextAuth(nextAuthOptions(request))(request, context);

export { handler as GET, handler as POST };

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET: handler, POST: handler });

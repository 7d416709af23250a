import NextAuth from "next-auth";
import { nextAuthOptions } from "@/lib/auth/next-auth-options";

const handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => NextAuth(nextAuthOptions(request))(request, context);

export { handler as GET, handler as POST };

import NextAuth from "next-auth";
import { answerRefusedSignIn } from "@/lib/auth/answer-refused-sign-in";
import { nextAuthOptions } from "@/lib/auth/next-auth-options";
import type { ApiError } from "@/lib/http/error-codes";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

const handler = async (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => {
  const refusal: { error?: ApiError } = {};
  const response: Response = await NextAuth(nextAuthOptions(request, (error) => (refusal.error = error)))(
    request,
    context,
  );
  return refusal.error ? answerRefusedSignIn(response, refusal.error) : response;
};

export { handler as GET, handler as POST };

export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods({ GET: handler, POST: handler });

import { ApiError } from "../http/error-codes";

export const invalidSignature = (why = "The webhook signature is missing or does not match") =>
  new ApiError("INVALID_SIGNATURE", why);

import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import { config } from "../config/read-config";
import { ApiError } from "../http/error-codes";

function secret(): string {
  const value = config().GUEST_PASS_SECRET;
  if (!value || value.length < 32) throw new ApiError("SERVICE_UNAVAILABLE", "GUEST_PASS_SECRET is not configured");
  return value;
}

// A 6-digit PIN has only a million values, so it is keyed: a leaked table cannot be brute-forced offline.
export const hashPin = (propertyId: string, pin: string) =>
  createHmac("sha256", secret()).update(`${propertyId}:${pin}`).digest("hex");

export const hashQrToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const generatePin = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const generateQrToken = () => `ghqr_${randomBytes(24).toString("base64url")}`;

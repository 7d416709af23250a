import type { z } from "zod";
import type { UserRole } from "../db/generated/enums";
import type { ErrorCode } from "../http/error-codes";

import type { Schema } from "./parse-route-input";

export const EVERY_ROLE = ["platform_admin", "owner", "staff", "resident"] as const satisfies readonly UserRole[];
export const RESIDENTS = ["resident"] as const satisfies readonly UserRole[];

// What a resident, legacy or sign-in route answers on success: shape A (no cursor), shape B, another JSON body, or 204.
export type ResidentResponse =
  | { status: 200; shape: "A"; key: string; item: z.ZodType }
  | { status: 200 | 201; shape: "B"; key: string; item: z.ZodType }
  | { status: 200 | 202; shape: "plain"; body: z.ZodType }
  | { status: 204; deletion?: boolean };

// How the caller proves who it is: a core JWT of one of `roles` (checked by residentRoute), or a credential the
// handler checks itself (credentialRoute), named in `what`; `roles` is who can hold it (none: devices only).
export type ResidentAuth =
  { kind: "core"; roles: readonly UserRole[] } | { kind: "credential"; what: string; roles: readonly UserRole[] };

// One route outside /api/admin, described once: the wrappers enforce it, the role table and resident.yaml come from it,
// and the role-table and contract tests walk it.
export type ResidentOperation<Q extends Schema = Schema, B extends Schema = Schema, P extends Schema = Schema> = {
  method: "get" | "post" | "patch" | "delete";
  path: `/api/v1/${string}` | `/access/${string}` | `/devices/${string}` | `/registration/${string}`;
  family: "resident" | "legacy" | "auth";
  tag: "auth" | "profile" | "doors" | "guest-passes" | "calls" | "notifications" | "legacy";
  summary: string;
  description?: string;
  auth: ResidentAuth;
  query?: Q;
  body?: B;
  params?: P;
  response: ResidentResponse;
  errors?: ErrorCode[];
};

export const residentOperation = <
  Q extends Schema = undefined,
  B extends Schema = undefined,
  P extends Schema = undefined,
>(
  operation: ResidentOperation<Q, B, P>,
) => operation;

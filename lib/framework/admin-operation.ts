import type { z } from "zod";
import type { AdminResource, Scope } from "../auth/scopes";
import type { ErrorCode } from "../http/error-codes";

import type { Schema } from "./parse-route-input";

// What an admin route answers on success: a shape A list, a shape B envelope, or 204.
export type AdminResponse =
  | { status: 200; shape: "A"; key: string; item: z.ZodType }
  | { status: 200 | 201; shape: "B"; key: string; item: z.ZodType; list?: boolean }
  | { status: 204 };

// Ids of a fresh set of rows in one tenant, made by the test harness for each operation it calls.
export type ExampleIds = {
  tenantId: string;
  propertyId: string;
  unitId: string;
  // A unit without calls or guest passes, so a DELETE example can remove it.
  vacantUnitId: string;
  userId: string;
  // A user invited and not yet signed up, for the invitation examples.
  invitedUserId: string;
  deviceId: string;
  callId: string;
  // A guest pass of the unit above, issued by the user above.
  guestPassId: string;
  apiKeyId: string;
  webhookEndpointId: string;
  // A delivery of the endpoint above that has been tried once.
  webhookDeliveryId: string;
  // The name of the property above, for routes that take names (CSV imports).
  propertyName?: string;
};

// A valid request for the operation, built from those ids: the contract and matrix tests send it.
export type OperationExample = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

// One admin route, described once: the wrapper enforces it, admin.yaml is rendered from it,
// and the scope, tenant and bad-input test matrices walk it.
export type AdminOperation<Q extends Schema = Schema, B extends Schema = Schema, P extends Schema = Schema> = {
  method: "get" | "post" | "patch" | "delete";
  path: `/api/admin/${string}`;
  resource: AdminResource;
  summary: string;
  description?: string;
  scope: Scope;
  query?: Q;
  body?: B;
  // A body that is not JSON (a CSV upload): the handler reads it from the request; admin.yaml documents the media type.
  rawBody?: { contentType: "text/csv"; description: string };
  params?: P;
  response: AdminResponse;
  errors?: ErrorCode[];
  example: (ids: ExampleIds) => OperationExample;
};

export const adminOperation = <
  Q extends Schema = undefined,
  B extends Schema = undefined,
  P extends Schema = undefined,
>(
  operation: AdminOperation<Q, B, P>,
) => operation;

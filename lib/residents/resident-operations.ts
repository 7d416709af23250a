import { accessEventSchema, commandStateSchema } from "../devices/access-event-schema";
import { callSchema } from "../calls/call-schemas";
import { EVERY_ROLE, RESIDENTS, residentOperation } from "../framework/resident-operation";
import {
  doorCommandParams,
  doorParams,
  doorSchema,
  openDoorBody,
  profileSchema,
  doorListQuery,
  residentUnitSchema,
  listResidentCallsQuery,
  updateProfileBody,
} from "./resident-schemas";

const core = (roles: typeof EVERY_ROLE | typeof RESIDENTS) => ({ kind: "core" as const, roles });

export const getProfileOperation = residentOperation({
  method: "get",
  path: "/api/v1/profile",
  family: "resident",
  tag: "profile",
  summary: "The signed-in user's profile",
  auth: core(EVERY_ROLE),
  response: { status: 200, shape: "B", key: "profile", item: profileSchema },
});

export const updateProfileOperation = residentOperation({
  method: "patch",
  path: "/api/v1/profile",
  family: "resident",
  tag: "profile",
  summary: "Change the signed-in user's name, phone or notification preferences",
  auth: core(EVERY_ROLE),
  body: updateProfileBody,
  response: { status: 200, shape: "B", key: "profile", item: profileSchema },
});

export const endSessionsOperation = residentOperation({
  method: "delete",
  path: "/api/v1/profile/sessions",
  family: "resident",
  tag: "profile",
  summary: "Sign out everywhere",
  description: "Every token and dashboard session of the caller stops working.",
  auth: core(EVERY_ROLE),
  response: { status: 204 },
});

export const listDoorsOperation = residentOperation({
  method: "get",
  path: "/api/v1/access",
  family: "resident",
  tag: "doors",
  summary: "The doors the resident may open",
  auth: core(RESIDENTS),
  query: doorListQuery,
  response: { status: 200, shape: "A", key: "doors", item: doorSchema },
});

export const listResidentUnitsOperation = residentOperation({
  method: "get",
  path: "/api/v1/units",
  family: "resident",
  tag: "profile",
  summary: "The resident's homes",
  description:
    "The units the resident lives in, and those they move into later, in properties in service, in the order guest " +
    "passes choose a unit by default (the first one living there); a moved-out unit is not listed.",
  auth: core(RESIDENTS),
  query: doorListQuery,
  response: { status: 200, shape: "A", key: "units", item: residentUnitSchema },
});

export const openDoorOperation = residentOperation({
  method: "post",
  path: "/api/v1/access/{deviceId}/open",
  family: "resident",
  tag: "doors",
  summary: "Open a door",
  description: "Answers once the unlock command has left for the door (or after 1.5 s); poll the command for the ack.",
  auth: core(RESIDENTS),
  params: doorParams,
  body: openDoorBody,
  response: { status: 201, shape: "B", key: "accessEvent", item: accessEventSchema },
  errors: ["FORBIDDEN"],
});

export const readDoorCommandOperation = residentOperation({
  method: "get",
  path: "/api/v1/access/{deviceId}/commands/{commandId}",
  family: "resident",
  tag: "doors",
  summary: "The state of an unlock command the resident sent",
  auth: core(RESIDENTS),
  params: doorCommandParams,
  response: { status: 200, shape: "B", key: "command", item: commandStateSchema },
});

export const listResidentCallsOperation = residentOperation({
  method: "get",
  path: "/api/v1/calls",
  family: "resident",
  tag: "calls",
  summary: "Intercom calls to the resident's units",
  auth: core(RESIDENTS),
  query: listResidentCallsQuery,
  response: { status: 200, shape: "A", key: "calls", item: callSchema },
});

export const listLegacyDoorsOperation = residentOperation({
  method: "get",
  path: "/access/doors",
  family: "legacy",
  tag: "legacy",
  summary: "The doors the resident may open (legacy mobile builds)",
  description: "The same list as GET /api/v1/access.",
  auth: core(RESIDENTS),
  query: doorListQuery,
  response: { status: 200, shape: "A", key: "doors", item: doorSchema },
});

export const openLegacyDoorOperation = residentOperation({
  method: "post",
  path: "/access/doors/{deviceId}/open",
  family: "legacy",
  tag: "legacy",
  summary: "Open a door (legacy mobile builds)",
  description: "Legacy mobile builds send no body: the phone app is the source.",
  auth: core(RESIDENTS),
  params: doorParams,
  response: { status: 201, shape: "B", key: "accessEvent", item: accessEventSchema },
  errors: ["FORBIDDEN"],
});

export const residentOperations = [
  getProfileOperation,
  updateProfileOperation,
  endSessionsOperation,
  listResidentUnitsOperation,
  listDoorsOperation,
  openDoorOperation,
  readDoorCommandOperation,
];
export const legacyDoorOperations = [listLegacyDoorsOperation, openLegacyDoorOperation];

import type { ResidentOperation } from "../framework/resident-operation";
import { guestPassOperations, redeemGuestPassOperation } from "../guest-passes/guest-pass-operations";
import { mobileOperations } from "../mobile/mobile-operations";
import { notificationOperations } from "../notifications/notification-operations";
import {
  legacyDoorOperations,
  listResidentCallsOperation,
  residentOperations as residentCore,
} from "../residents/resident-operations";
import { signInOperations } from "../sign-in/sign-in-operations";

// Every route outside /api/admin that a person or a keypad calls, in the order the role table and resident.yaml list them.
export const residentOperations: ResidentOperation[] = [
  ...signInOperations,
  ...residentCore,
  ...guestPassOperations,
  listResidentCallsOperation,
  ...notificationOperations,
  ...legacyDoorOperations,
  ...mobileOperations,
  redeemGuestPassOperation,
] as ResidentOperation[];

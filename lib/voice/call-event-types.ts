// The vocabulary of a call's append-only event log; the call's state is derived from these.
export const CALL_EVENT = {
  started: "started",
  afterHours: "after_hours",
  unitSelected: "unit_selected",
  unknownUnit: "unknown_unit",
  residentDialed: "resident_dialed",
  residentLegStarted: "resident_leg_started",
  residentAnswered: "resident_answered",
  residentUnanswered: "resident_unanswered",
  doorOpened: "door_opened",
  doorRefused: "door_refused",
  declined: "declined",
  carrierStatus: "carrier_status",
  ended: "ended",
} as const;

export type CallEventType = (typeof CALL_EVENT)[keyof typeof CALL_EVENT];

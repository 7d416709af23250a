// Everything the intercom says, in one place.
export const say = {
  unknownNumber: "Sorry, this number is not connected to any building. Goodbye.",
  afterHours: (property: string, opens: string | null, closes: string | null) =>
    `Thank you for calling ${property}. The intercom is closed right now${opens && closes ? `; it is open from ${opens} to ${closes}` : ""}. Goodbye.`,
  directory: (property: string) =>
    `Welcome to ${property}. Please enter the unit code you are visiting, then press pound.`,
  unknownUnit: "Sorry, that unit code was not found. Please try again, then press pound.",
  unknownUnitFinal: "Sorry, that unit code was not found. Goodbye.",
  noDigits: "We did not receive a unit code. Goodbye.",
  calling: (unit: string) => `Calling unit ${unit}. Please wait.`,
  nobodyToCall: (unit: string) => `Sorry, nobody at unit ${unit} can take calls right now. Goodbye.`,
  whisper: (property: string, unit: string, from: string) =>
    `You have a visitor at ${property} for unit ${unit}, calling from ${from.split("").join(" ")}. Press 9 to open the door, or 0 to decline.`,
  residentOpened: "The door is opening. Goodbye.",
  residentDeclined: "You declined the visitor. Goodbye.",
  residentDoorFailed: "Sorry, the door could not be opened. Goodbye.",
  residentNoChoice: "No choice was made. Goodbye.",
  visitorWelcome: "The door is open. Please come in.",
  visitorDeclined: "Sorry, the resident cannot let you in right now. Goodbye.",
  visitorDoorFailed: "Sorry, the door could not be opened. Please try again later. Goodbye.",
  visitorUnanswered: (unit: string) => `Sorry, nobody at unit ${unit} answered. Goodbye.`,
  callEnded: "This call has ended. Goodbye.",
} as const;

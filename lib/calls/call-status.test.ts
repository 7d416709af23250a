import { describe, expect, it } from "vitest";
import { CallStatus } from "../db/generated/enums";
import { API_CALL_STATUSES, fromApiCallStatus, parseApiCallStatus, toApiCallStatus } from "./call-status";

describe("call status spellings", () => {
  it("maps the stored enum to the hyphenated API spelling and back", () => {
    expect(toApiCallStatus("in_progress")).toBe("in-progress");
    expect(toApiCallStatus("no_answer")).toBe("no-answer");
    expect(fromApiCallStatus("in-progress")).toBe("in_progress");
    expect(fromApiCallStatus("no-answer")).toBe("no_answer");
    for (const status of Object.values(CallStatus)) expect(fromApiCallStatus(toApiCallStatus(status))).toBe(status);
    expect(API_CALL_STATUSES.map(fromApiCallStatus).sort()).toEqual(Object.values(CallStatus).sort());
  });

  it("reads untrusted words, refusing the stored spelling and anything else", () => {
    expect(parseApiCallStatus("no-answer")).toBe("no_answer");
    expect(parseApiCallStatus("no_answer")).toBeNull();
    expect(parseApiCallStatus("toString")).toBeNull();
    expect(parseApiCallStatus("")).toBeNull();
  });
});

// A carrier's rendering of a number ("+1-202-555-0133", "+1 (202) 555 0133") in E.164; anything that is not a
// number (a SIP URI, "anonymous") is kept as it came.
export function toE164(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, "");
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : value.trim();
}

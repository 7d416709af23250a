// Instants within the years PostgreSQL, JavaScript and ISO 8601's four-digit years all hold: 1 to 9999, in UTC.
export function inSharedYears(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return year >= 1 && year <= 9999;
}

import { formatDateTime } from "./format";

// An instant in a table cell or a line of text: one unbroken "Dec 2, 2026, 11:20 AM", machine-readable in dateTime.
export function DateTime({ value, timeZone }: { value: string | null | undefined; timeZone?: string }) {
  if (!value) return <>{formatDateTime(value)}</>;
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDateTime(value, timeZone)}
    </time>
  );
}

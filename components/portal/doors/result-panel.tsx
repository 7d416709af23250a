import { formatTime } from "@/components/ui/format";
import type { OpenResult } from "./open-result";

const ALERT = "bg-amber-100 text-amber-950 ring-2 ring-amber-500";
const ICON_PATH = {
  tick: "M5 12.5l4.5 4.5L19 7.5",
  warning: "M12 8v5M12 16.5v.5M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z",
  cross: "M6 6l12 12M18 6 6 18",
} as const;

// A message as one sentence, ending in exactly one full stop.
const sentence = (text: string) => text.replace(/\.*$/, ".");

type Look = { tone: string; icon: keyof typeof ICON_PATH | "spinner" | null; title: string; detail: string | null };

// Each outcome's look in one place: its colour, an icon as well (never colour alone), a title and what to do next.
function lookOf(result: OpenResult): Look {
  switch (result.kind) {
    case "opened":
      return { tone: "bg-emerald-700 text-white", icon: "tick", title: "Door opened", detail: null };
    case "waiting":
      return {
        tone: "bg-sky-100 text-sky-950 ring-2 ring-sky-500",
        icon: "spinner",
        title: "Sent, waiting for the door",
        detail: null,
      };
    case "no-answer":
      return {
        tone: ALERT,
        icon: null,
        title: "The door did not answer: not opened",
        detail: "It may be offline or out of reach. Try again, or ask the building staff.",
      };
    case "door-failed":
      return { tone: ALERT, icon: null, title: "The door could not open", detail: `Reason: ${result.reason}.` };
    case "offline":
      return {
        tone: ALERT,
        icon: "warning",
        title: "Device offline: not opened",
        detail: `The door controller is not reachable (${result.event.reason}). Ask the building staff.`,
      };
    case "unsent":
      return { tone: ALERT, icon: "warning", title: "Not sent: not opened", detail: sentence(result.message) };
    case "unknown":
      return {
        tone: ALERT,
        icon: "warning",
        title: "Not confirmed: check the door",
        detail: `${sentence(result.message)} The door may have opened; try again if it did not.`,
      };
    case "refused":
      return {
        tone: "bg-rose-700 text-white",
        icon: "cross",
        title: "Refused: not opened",
        detail: `Reason: ${result.reason}.`,
      };
  }
}

function ResultIcon({ icon }: { icon: Look["icon"] }) {
  if (icon === null) return null;
  if (icon === "spinner")
    return (
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
    );
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={ICON_PATH[icon]} />
    </svg>
  );
}

// The time is on the door's building's clock, as every portal time is.
export function ResultPanel({ result, timeZone }: { result: OpenResult; timeZone: string }) {
  const look = lookOf(result);
  return (
    <div className={`rounded-xl px-4 py-3 ${look.tone}`} data-result={result.kind}>
      <p className="flex items-center gap-2 text-lg font-bold">
        <ResultIcon icon={look.icon} />
        {look.title}
      </p>
      {look.detail ? <p className="mt-1 text-sm">{look.detail}</p> : null}
      {result.event ? (
        <p className="mt-1 text-sm opacity-90">
          Recorded at <time dateTime={result.event.occurredAt}>{formatTime(result.event.occurredAt, timeZone)}</time>
        </p>
      ) : null}
    </div>
  );
}

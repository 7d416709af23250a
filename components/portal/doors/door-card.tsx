"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { portalApi } from "@/lib/portal-client/portal-api";
import type { Door } from "@/lib/portal-client/portal-types";
import { formatTime } from "@/components/ui/format";
import { failedOpen, openResult, type OpenResult } from "./open-result";

const STATUS_TONE = { online: "green", offline: "red", provisioning: "amber", retired: "slate" } as const;
const KIND_LABEL = { intercom: "Intercom", door_controller: "Door" } as const;

function ResultPanel({ result }: { result: OpenResult }) {
  const recorded = result.event ? (
    <p className="mt-1 text-sm opacity-90">
      Recorded at <time dateTime={result.event.occurredAt}>{formatTime(result.event.occurredAt)}</time>
    </p>
  ) : null;
  if (result.kind === "opened") {
    return (
      <div className="rounded-xl bg-emerald-700 px-4 py-3 text-white" data-result="opened">
        <p className="flex items-center gap-2 text-lg font-bold">
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
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          Door opened
        </p>
        {recorded}
      </div>
    );
  }
  if (result.kind === "waiting") {
    return (
      <div className="rounded-xl bg-sky-100 px-4 py-3 text-sky-950 ring-2 ring-sky-500" data-result="waiting">
        <p className="flex items-center gap-2 text-lg font-bold">
          <span
            className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden
          />
          Sent, waiting for the door
        </p>
        {recorded}
      </div>
    );
  }
  if (result.kind === "no-answer" || result.kind === "door-failed") {
    return (
      <div className="rounded-xl bg-amber-100 px-4 py-3 text-amber-950 ring-2 ring-amber-500" data-result={result.kind}>
        <p className="text-lg font-bold">
          {result.kind === "no-answer" ? "The door did not answer: not opened" : "The door could not open"}
        </p>
        <p className="mt-1 text-sm">
          {result.kind === "no-answer"
            ? "It may be offline or out of reach. Try again, or ask the building staff."
            : `Reason: ${result.reason}.`}
        </p>
        {recorded}
      </div>
    );
  }
  if (result.kind === "offline") {
    return (
      <div className="rounded-xl bg-amber-100 px-4 py-3 text-amber-950 ring-2 ring-amber-500" data-result="offline">
        <p className="flex items-center gap-2 text-lg font-bold">
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            aria-hidden
          >
            <path d="M12 8v5M12 16.5v.5M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
          Device offline: not opened
        </p>
        <p className="mt-1 text-sm">
          The door controller is not reachable ({result.event.reason}). Ask the building staff.
        </p>
        {recorded}
      </div>
    );
  }
  return (
    <div className="rounded-xl bg-rose-700 px-4 py-3 text-white" data-result="refused">
      <p className="flex items-center gap-2 text-lg font-bold">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          aria-hidden
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
        Refused: not opened
      </p>
      <p className="mt-1 text-sm">Reason: {result.reason}.</p>
      {recorded}
    </div>
  );
}

// One door: a thumb-sized Open button, and the outcome of the last attempt, announced to screen readers.
export function DoorCard({ door }: { door: Door }) {
  const [result, setResult] = useState<OpenResult | null>(null);
  const open = useMutation({
    mutationFn: () => portalApi.openDoor(door.id),
    onMutate: () => setResult(null),
    onSuccess: (event) => setResult(openResult(event)),
    onError: (error) => setResult(failedOpen(error)),
  });
  // While the door has not answered, ask for the command's state twice a second.
  const waiting = result?.kind === "waiting" ? result : null;
  const commandState = useQuery({
    queryKey: ["door-command", door.id, waiting?.command.id],
    queryFn: () => portalApi.doorCommand(door.id, waiting!.command.id),
    enabled: waiting !== null,
    refetchInterval: (query) =>
      query.state.data && !["pending", "sent"].includes(query.state.data.status) ? false : 500,
  });
  const shown = waiting && commandState.data ? openResult(waiting.event, commandState.data) : result;
  const headingId = `door-${door.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-lg font-semibold text-slate-900">
            {door.name}
          </h3>
          <p className="text-sm text-slate-600">
            {KIND_LABEL[door.kind]}
            {door.isEntrance ? " · main entrance" : ""}
          </p>
        </div>
        <Badge tone={STATUS_TONE[door.status]} dot>
          {door.status}
        </Badge>
      </div>
      <button
        type="button"
        onClick={() => open.mutate()}
        disabled={open.isPending}
        aria-label={`Open ${door.name}`}
        className="mt-4 flex min-h-16 w-full items-center justify-center gap-3 rounded-xl bg-indigo-600 px-4 text-xl font-bold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 active:bg-indigo-700 disabled:cursor-wait disabled:opacity-70"
      >
        {open.isPending ? (
          <span
            className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden
          />
        ) : null}
        {open.isPending ? "Opening…" : "Open"}
      </button>
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {shown ? <ResultPanel result={shown} /> : null}
      </div>
    </li>
  );
}

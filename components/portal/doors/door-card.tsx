"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { DeviceStatusBadge } from "@/components/device-status-badge";
import { portalApi } from "@/lib/portal-client/portal-api";
import type { Door } from "@/lib/portal-client/portal-types";
import { failedOpen, openResult, type OpenResult } from "./open-result";
import { ResultPanel } from "./result-panel";

const KIND_LABEL = { intercom: "Intercom", door_controller: "Door" } as const;

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
  // The outcome of the last door on a phone appears below the fold or under the tab bar: the first one after a tap is
  // brought into view (later ones, as the door answers, leave the page where the resident has moved it).
  const outcome = useRef<HTMLDivElement>(null);
  const tapped = useRef(false);
  const shownKind = shown?.kind;
  useEffect(() => {
    if (!shownKind || !tapped.current) return;
    tapped.current = false;
    outcome.current?.scrollIntoView({ block: "nearest" });
  }, [shownKind]);
  const headingId = `door-${door.id}`;
  return (
    <li className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
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
        <DeviceStatusBadge status={door.status} />
      </div>
      <button
        type="button"
        // aria-disabled rather than disabled while opening: a disabled button drops the keyboard's focus to the page.
        onClick={() => {
          if (open.isPending) return;
          tapped.current = true;
          open.mutate();
        }}
        aria-disabled={open.isPending}
        aria-label={`Open ${door.name}`}
        className="mt-4 flex min-h-16 w-full items-center justify-center gap-3 rounded-xl bg-indigo-600 px-4 text-xl font-bold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 active:bg-indigo-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {open.isPending ? (
          <span
            className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden
          />
        ) : null}
        {open.isPending ? "Opening…" : "Open"}
      </button>
      <div ref={outcome} role="status" aria-live="polite" className="mt-3 scroll-mb-28 empty:hidden">
        {shown ? <ResultPanel result={shown} timeZone={door.propertyTimezone} /> : null}
      </div>
    </li>
  );
}

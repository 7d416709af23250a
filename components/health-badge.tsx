"use client";

import { useEffect, useState } from "react";

type State = "checking" | "ok" | "down";

const LABEL: Record<State, string> = {
  checking: "Checking the platform…",
  ok: "All systems operational",
  down: "The database is not reachable",
};
const COLOR: Record<State, string> = { checking: "bg-slate-400", ok: "bg-emerald-500", down: "bg-rose-500" };

// Reads /api/health like any other client would.
export function HealthBadge() {
  const [state, setState] = useState<State>("checking");
  useEffect(() => {
    fetch("/api/health", { cache: "no-store" })
      .then((response) => setState(response.ok ? "ok" : "down"))
      .catch(() => setState("down"));
  }, []);
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
      <span className={`inline-block h-2.5 w-2.5 rounded-full ${COLOR[state]}`} aria-hidden />
      {LABEL[state]}
    </p>
  );
}

"use client";

import { useState } from "react";
import { Button } from "./button";

// A value shown once (a secret, a password) with a copy button; when the browser refuses the clipboard it says so.
export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-slate-600">{label}</span>
      <div className="flex items-stretch gap-2">
        <code
          className="min-w-0 flex-1 rounded-lg bg-slate-900 px-3 py-2 font-mono text-sm break-all text-emerald-300"
          data-testid={testId}
        >
          {value}
        </code>
        <Button
          variant="secondary"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(value);
              setCopied("yes");
            } catch {
              setCopied("failed");
            }
          }}
        >
          {copied === "yes" ? "Copied" : "Copy"}
        </Button>
      </div>
      {copied === "failed" ? (
        <span className="text-xs text-slate-500" aria-live="polite">
          The browser refused the clipboard: select the value and copy it by hand.
        </span>
      ) : null}
    </div>
  );
}

"use client";

import { useState } from "react";
import type { ApiKeyWithSecret } from "@/lib/admin-client/admin-types";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/states";

// The secret exists in the browser only while this dialog is open; the API never shows it again.
export function SecretDialog({ apiKey, onClose }: { apiKey: ApiKeyWithSecret | null; onClose: () => void }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <Dialog
      open={apiKey !== null}
      onClose={close}
      title="Copy your new secret"
      footer={<Button onClick={close}>I have stored it</Button>}
    >
      {apiKey ? (
        <div className="flex flex-col gap-3">
          <Notice tone="info">
            This is the only time the secret of <strong>{apiKey.name}</strong> is shown. Store it in a secret manager
            now.
          </Notice>
          <div className="flex items-stretch gap-2">
            <code
              className="min-w-0 flex-1 rounded-lg bg-slate-900 px-3 py-2 font-mono text-sm break-all text-emerald-300"
              data-testid="api-key-secret"
            >
              {apiKey.key}
            </code>
            <Button
              variant="secondary"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(apiKey.key);
                  setCopied("yes");
                } catch {
                  setCopied("failed");
                }
              }}
            >
              {copied === "yes" ? "Copied" : "Copy"}
            </Button>
          </div>
          <p className="text-xs text-slate-500" aria-live="polite">
            {copied === "failed"
              ? "The browser refused the clipboard: select the secret and copy it by hand."
              : `Scopes: ${apiKey.scopes.join(", ")}`}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}

"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { CreatedGuestPass } from "@/lib/portal-client/portal-types";
import { formatDateTime } from "@/components/ui/format";
import { QrCode } from "./qr-code";

// The guest reads the window on the building's clock, so the message names the zone.
function shareText(pass: CreatedGuestPass, timeZone: string): string {
  return `Gatehouse guest pass for ${pass.name}: enter PIN ${pass.pin} at the keypad. Valid ${formatDateTime(pass.validFrom, timeZone)} to ${formatDateTime(pass.validUntil, timeZone)} (${timeZone} time), ${pass.maxUses} ${pass.maxUses === 1 ? "use" : "uses"}.`;
}

// Shown once, right after creation: the API never answers the PIN or the QR payload again.
export function CreatedPass({
  pass,
  timeZone,
  revoked = false,
  onDone,
}: {
  pass: CreatedGuestPass;
  timeZone: string;
  revoked?: boolean;
  onDone: () => void;
}) {
  const [shared, setShared] = useState<string | null>(null);
  // The form that had focus is gone: focus goes to the card's heading (once revoked, the list hands it back here).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function share() {
    const text = shareText(pass, timeZone);
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: "Guest pass", text });
        setShared("Shared.");
      } else {
        await navigator.clipboard.writeText(text);
        setShared("Copied: paste it into a message to your guest.");
      }
    } catch {
      setShared("Sharing was cancelled; read the PIN out or show the QR code instead.");
    }
  }

  if (revoked) {
    return (
      <section
        aria-labelledby="created-pass-title"
        className="rounded-2xl border-2 border-rose-600 bg-white p-4 shadow-sm"
        data-testid="created-pass-revoked"
      >
        <h2
          ref={heading}
          tabIndex={-1}
          id="created-pass-title"
          className="text-lg font-bold text-slate-900 outline-none"
        >
          Guest pass for {pass.name} is revoked
        </h2>
        <p role="status" className="mt-1 text-sm text-slate-700">
          Its PIN and QR code no longer open any door. Create a new pass if your guest still needs one.
        </p>
        <Button variant="secondary" onClick={onDone} className="mt-3 min-h-11">
          Done
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="created-pass-title"
      className="rounded-2xl border-2 border-emerald-600 bg-white p-4 shadow-sm"
    >
      <h2 ref={heading} tabIndex={-1} id="created-pass-title" className="text-lg font-bold text-slate-900 outline-none">
        Guest pass for {pass.name} is ready
      </h2>
      <p className="mt-1 text-sm font-medium text-amber-800">
        Share it now: the PIN and QR code are shown only this once.
      </p>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode
          value={pass.qrPayload}
          label={`QR code of the guest pass for ${pass.name}`}
          className="h-52 w-52 shrink-0 rounded-lg border border-slate-200"
        />
        <div className="flex w-full flex-col gap-3">
          <div>
            <p className="text-sm font-medium text-slate-600" id="created-pass-pin-label">
              Keypad PIN
            </p>
            <p
              aria-labelledby="created-pass-pin-label"
              data-testid="guest-pass-pin"
              className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900"
            >
              {pass.pin}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">From</dt>
            <dd>{formatDateTime(pass.validFrom, timeZone)}</dd>
            <dt className="text-slate-600">Until</dt>
            <dd>{formatDateTime(pass.validUntil, timeZone)}</dd>
            <dt className="text-slate-600">Uses</dt>
            <dd>{pass.maxUses}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void share()} className="min-h-11">
              Share with guest
            </Button>
            <Button variant="secondary" onClick={onDone} className="min-h-11">
              Done
            </Button>
          </div>
          {shared ? (
            <p role="status" className="text-sm text-slate-700">
              {shared}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

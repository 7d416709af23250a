"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListStates } from "@/components/ui/list-states";
import { EmptyState } from "@/components/ui/states";
import { portalApi } from "@/lib/portal-client/portal-api";
import type { GuestPass, GuestPassStatus } from "@/lib/portal-client/portal-types";
import { DateTime } from "@/components/ui/date-time";
import { notUsableLabel } from "@/components/guest-pass-vocabulary";

const STATUS: Record<GuestPassStatus, { label: string; tone: Tone }> = {
  active: { label: "Active", tone: "green" },
  scheduled: { label: "Scheduled", tone: "blue" },
  expired: { label: "Expired", tone: "slate" },
  revoked: { label: "Revoked", tone: "red" },
  used_up: { label: "Used up", tone: "amber" },
};

function PassRow({
  pass,
  timeZone,
  place,
  onRevoke,
}: {
  pass: GuestPass;
  timeZone: string;
  place?: string;
  onRevoke?: () => void;
}) {
  const notUsable = notUsableLabel(pass);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-pass-id={pass.id}>
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="truncate">{pass.name}</span>
          <Badge tone={STATUS[pass.status].tone}>{STATUS[pass.status].label}</Badge>
          {notUsable ? <Badge tone="slate">{notUsable}</Badge> : null}
        </p>
        {place ? <p className="text-sm text-slate-600">{place}</p> : null}
        <p className="text-sm text-slate-600">
          <DateTime value={pass.validFrom} timeZone={timeZone} /> –{" "}
          <DateTime value={pass.validUntil} timeZone={timeZone} />
        </p>
        <p className="text-sm text-slate-600">
          {pass.useCount} of {pass.maxUses} {pass.maxUses === 1 ? "use" : "uses"} used
        </p>
      </div>
      {onRevoke ? (
        <Button
          variant="secondary"
          onClick={onRevoke}
          className="min-h-11 self-start sm:self-center"
          aria-label={`Revoke pass for ${pass.name}`}
        >
          Revoke
        </Button>
      ) : null}
    </li>
  );
}

// Active (and scheduled) passes can be revoked after a confirmation; past ones are kept for the record. `places` names
// each pass's unit when the resident has several; each pass's times are on its building's clock.
export function GuestPassList({
  status,
  places,
  onRevoked,
  refocus,
}: {
  status: "active" | "past";
  places?: Map<string, string>;
  onRevoked?: (id: string) => void;
  // Where focus goes when the revoked pass's row, which held it, leaves the list.
  refocus?: () => void;
}) {
  const client = useQueryClient();
  const passes = useQuery({
    queryKey: ["portal", "guest-passes", status],
    queryFn: ({ signal }) => portalApi.guestPasses(status, signal),
  });
  const [revoking, setRevoking] = useState<GuestPass | null>(null);
  // Once the list without the revoked pass is on screen, focus dropped with its row goes to `refocus`.
  const revokedOut = useRef<string | null>(null);
  useEffect(() => {
    const id = revokedOut.current;
    if (!id || passes.data?.items.some((pass) => pass.id === id)) return;
    revokedOut.current = null;
    if (!document.activeElement || document.activeElement === document.body) refocus?.();
  });
  const revoke = useMutation({
    mutationFn: (id: string) => portalApi.revokeGuestPass(id),
    onSuccess: async (_, id) => {
      setRevoking(null);
      revokedOut.current = id;
      onRevoked?.(id);
      await client.invalidateQueries({ queryKey: ["portal", "guest-passes"] });
    },
  });

  return (
    <>
      <ListStates
        query={passes}
        label="guest passes"
        placeholders={2}
        errorTitle="Guest passes could not be loaded"
        empty={
          status === "active" ? (
            <EmptyState title="No active passes">Create one above to let a guest in with a PIN or QR code.</EmptyState>
          ) : (
            <EmptyState title="No past passes">Expired, used up and revoked passes are listed here.</EmptyState>
          )
        }
      >
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((pass) => (
              <PassRow
                key={pass.id}
                pass={pass}
                timeZone={pass.propertyTimezone}
                place={places?.get(pass.unitId)}
                onRevoke={
                  status === "active"
                    ? () => {
                        revoke.reset();
                        setRevoking(pass);
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke guest pass?"
        confirmLabel="Revoke pass"
        pendingLabel="Revoking…"
        danger
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => setRevoking(null)}
      >
        <p>
          The PIN and QR code of <strong>{revoking?.name}</strong>&apos;s pass stop working at once. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

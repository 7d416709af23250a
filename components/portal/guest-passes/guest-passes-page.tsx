"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { CreatedGuestPass } from "@/lib/portal-client/portal-types";
import { PageTitle } from "../page-title";
import { CreatedPass } from "./created-pass";
import { GuestPassForm } from "./guest-pass-form";
import { GuestPassList } from "./guest-pass-list";
import { TimeZoneNote } from "@/components/ui/date-range-filter";
import { EmptyState, Skeleton } from "@/components/ui/states";
import { usePortalTimeZone } from "../use-portal-time-zone";
import { unitName, usePortalUnits } from "../use-portal-units";

// In place of the form when the resident has no home, today's or to come, in a building in service.
function NoHome() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="no-home">
      <EmptyState title="No guest passes yet">
        You have no home in a building in service, so there is no door to let a guest through.
      </EmptyState>
    </div>
  );
}

export function GuestPassesPage() {
  const client = useQueryClient();
  const [created, setCreated] = useState<CreatedGuestPass | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [revokedId, setRevokedId] = useState<string | null>(null);
  const activeHeading = useRef<HTMLHeadingElement>(null);
  const doorsZone = usePortalTimeZone();
  const units = usePortalUnits();
  const all = [...units.homes, ...units.upcoming];
  const places = units.several ? new Map(all.map((unit) => [unit.id, unitName(unit)])) : undefined;
  // A pass is read on its building's clock, which a guest shown the pass reads too; the page names the one its
  // homes share, else says each is its building's.
  const shared = new Set(all.map((unit) => unit.propertyTimezone));
  const zone =
    shared.size === 1
      ? { ...doorsZone, timeZone: [...shared][0], source: "your building's time zone" }
      : shared.size > 1
        ? { ...doorsZone, timeZone: "each building's zone", source: "the time zone of each pass's building" }
        : doorsZone;
  return (
    <>
      <PageTitle
        title="Guest passes"
        subtitle="A PIN and QR code for a visitor, valid for the time and number of entries you choose."
        action={<TimeZoneNote timeZone={zone.timeZone} source={zone.source} testId="portal-time-zone" noun="Times" />}
      />
      <div className="flex flex-col gap-6">
        {created ? (
          <CreatedPass
            pass={created}
            timeZone={created.propertyTimezone}
            revoked={revokedId === created.id}
            onDone={() => {
              setCreated(null);
              setFormKey((key) => key + 1);
              // The guest may have used the pass already while it was on screen.
              void client.invalidateQueries({ queryKey: ["portal", "guest-passes"] });
            }}
          />
        ) : !zone.ready || !units.ready ? (
          <Skeleton className="h-96 w-full rounded-2xl" />
        ) : !units.homes.length && !units.upcoming.length && !units.failed ? (
          <NoHome />
        ) : (
          <GuestPassForm
            key={formKey}
            takeFocus={formKey > 0}
            zone={doorsZone}
            homes={all}
            onCreated={(pass) => {
              setCreated(pass);
              setRevokedId(null);
              void client.invalidateQueries({ queryKey: ["portal", "guest-passes"] });
            }}
          />
        )}
        <section aria-labelledby="active-passes" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <h2
            ref={activeHeading}
            tabIndex={-1}
            id="active-passes"
            className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 outline-none"
          >
            Active and upcoming
          </h2>
          <GuestPassList
            status="active"
            places={places}
            onRevoked={setRevokedId}
            refocus={() =>
              (created && revokedId === created.id
                ? document.getElementById("created-pass-title")
                : activeHeading.current
              )?.focus()
            }
          />
        </section>
        <section aria-labelledby="past-passes" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <h2 id="past-passes" className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
            Past
          </h2>
          <GuestPassList status="past" places={places} />
        </section>
      </div>
    </>
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { ListStates } from "@/components/ui/list-states";
import { EmptyState } from "@/components/ui/states";
import { portalApi } from "@/lib/portal-client/portal-api";
import type { Door } from "@/lib/portal-client/portal-types";
import { PageTitle } from "../page-title";
import { usePortalSession } from "../use-portal-session";
import { unitName, usePortalUnits } from "../use-portal-units";
import { formatCalendarDay } from "@/components/ui/format";
import { DoorCard } from "./door-card";

function byProperty(doors: Door[]): [string, Door[]][] {
  const groups = new Map<string, Door[]>();
  for (const door of doors) groups.set(door.propertyName, [...(groups.get(door.propertyName) ?? []), door]);
  return [...groups.entries()];
}

export function DoorList() {
  const session = usePortalSession();
  const doors = useQuery({ queryKey: ["portal", "doors"], queryFn: ({ signal }) => portalApi.doors(signal) });
  const firstName = session?.user.name?.split(" ")[0];
  // A resident yet to move in has no doors today: they come on the soonest move-in day.
  const { upcoming, homes } = usePortalUnits();
  const next = homes.length ? undefined : upcoming.find((unit) => unit.moveInOn);
  return (
    <>
      <PageTitle
        title={firstName ? `Hello, ${firstName}` : "Your doors"}
        subtitle="Tap Open to unlock a door. Every opening is recorded."
      />
      <ListStates
        query={doors}
        label="doors"
        look="cards"
        placeholders={2}
        errorTitle="Your doors could not be loaded"
        empty={
          <EmptyState title="No doors yet">
            {next
              ? `Your doors appear here on your move-in day, ${formatCalendarDay(next.moveInOn)} (${unitName(next)}).`
              : "When the building staff link your unit to its doors, they appear here."}
          </EmptyState>
        }
      >
        {(items) =>
          byProperty(items).map(([property, list]) => (
            <section key={property} aria-labelledby={`property-${list[0]?.propertyId}`} className="mb-6">
              <h2
                id={`property-${list[0]?.propertyId}`}
                className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase"
              >
                {property}
              </h2>
              <ul className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
                {list.map((door) => (
                  <DoorCard key={door.id} door={door} />
                ))}
              </ul>
            </section>
          ))
        }
      </ListStates>
    </>
  );
}

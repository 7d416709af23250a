"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { describeFailure, Notice } from "@/components/ui/states";
import { PortalApiError } from "@/lib/portal-client/portal-api-error";
import { portalApi } from "@/lib/portal-client/portal-api";
import type { CreatedGuestPass, NewGuestPass, ResidentUnit } from "@/lib/portal-client/portal-types";
import { MAX_PASS_DAYS as MAX_DAYS } from "@/lib/guest-passes/guest-pass-schemas";
import { startOfZonedDay, toZonedInput, zonedWallTime } from "@/lib/admin-client/zoned-day";
import { formatCalendarDay } from "@/components/ui/format";
import type { PortalTimeZone } from "../use-portal-time-zone";
import { unitName } from "../use-portal-units";

const FIELDS = ["unitId", "name", "validFrom", "validUntil", "maxUses"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

// The start of a home's move-in day, for a home the resident moves into later: its passes start then or after.
const moveInOf = (home: ResidentUnit | undefined) =>
  home && !home.livesThere && home.moveInOn ? startOfZonedDay(home.moveInOn, home.propertyTimezone) : null;
const movingDay = (home: ResidentUnit) => formatCalendarDay(home.moveInOn);

// The window's times are wall-clock times of the building's zone.
function check(
  form: FormData,
  timeZone: string,
  home: ResidentUnit | undefined,
): { pass?: NewGuestPass; errors: Errors } {
  const errors: Errors = {};
  const name = String(form.get("name") ?? "").trim();
  const from = zonedWallTime(String(form.get("validFrom") ?? ""), timeZone) ?? new Date(NaN);
  const until = zonedWallTime(String(form.get("validUntil") ?? ""), timeZone) ?? new Date(NaN);
  const maxUses = Number(form.get("maxUses"));
  if (!name) errors.name = "Enter the guest's name.";
  const moveIn = moveInOf(home);
  if (Number.isNaN(from.getTime())) errors.validFrom = "Choose when the pass starts.";
  else if (home && moveIn && from < moveIn)
    errors.validFrom = `Start on your move-in day, ${movingDay(home)}, or later.`;
  if (Number.isNaN(until.getTime())) errors.validUntil = "Choose when the pass ends.";
  else if (until <= new Date()) errors.validUntil = "The end must be in the future.";
  else if (!errors.validFrom && until <= from) errors.validUntil = "The end must be after the start.";
  else if (!errors.validFrom && until.getTime() - from.getTime() > MAX_DAYS * 86_400_000)
    errors.validUntil = `A pass lasts at most ${MAX_DAYS} days.`;
  if (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > 100) errors.maxUses = "Between 1 and 100 uses.";
  if (Object.keys(errors).length) return { errors };
  return { pass: { name, validFrom: from.toISOString(), validUntil: until.toISOString(), maxUses }, errors };
}

// The window a new pass offers, for four hours on the home's clock: from now, or for a home to come from 09:00 on
// the move-in day.
function windowFrom(home: ResidentUnit | undefined, timeZone: string) {
  const start = (home && moveInOf(home) && zonedWallTime(`${home.moveInOn}T09:00`, timeZone)) || new Date();
  return {
    from: toZonedInput(start, timeZone),
    until: toZonedInput(new Date(start.getTime() + 4 * 3_600_000), timeZone),
  };
}

// The unit (among several homes, today's and those to come), name, time window and number of uses; checked here
// first, then the API's field errors shown next to their fields. The window is on the clock of the chosen home's
// building.
export function GuestPassForm({
  zone,
  homes,
  onCreated,
  takeFocus = false,
}: {
  zone: PortalTimeZone;
  homes: ResidentUnit[];
  onCreated: (pass: CreatedGuestPass) => void;
  // Back from a created pass: focus goes to the form's heading (a field would open a phone's keyboard).
  takeFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const [errors, setErrors] = useState<Errors>({});
  const [unitId, setUnitId] = useState(homes[0]?.id);
  const homeOf = (id: string | undefined) => homes.find((unit) => unit.id === id) ?? homes[0];
  const clockOf = (id: string | undefined) => homeOf(id)?.propertyTimezone ?? zone.timeZone;
  const home = homeOf(unitId);
  const timeZone = clockOf(unitId);
  const [defaults, setDefaults] = useState(() => windowFrom(home, timeZone));
  function chooseHome(id: string) {
    setUnitId(id);
    // The window restarts on the new building's clock, so it still means "from now" (or the move-in day).
    setDefaults(windowFrom(homeOf(id), clockOf(id)));
  }
  const create = useMutation({ mutationFn: portalApi.createGuestPass, onSuccess: onCreated });
  const apiError = create.error instanceof PortalApiError ? create.error : null;
  const fieldError = (field: keyof Errors) => errors[field] ?? apiError?.fieldIssue(field);
  // The API's field issues show beside their fields; one about a field not on screen (the home, when there is one
  // choice) shows as the form's notice.
  const onScreen = (field: string) =>
    (FIELDS as readonly string[]).includes(field) && (field !== "unitId" || homes.length > 1);
  const unplaced = !apiError?.details.some((detail) => onScreen(detail.field));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { pass, errors: found } = check(new FormData(form), timeZone, home);
    setErrors(found);
    if (pass) return create.mutate(home ? { ...pass, unitId: home.id } : pass);
    // Focus goes to the first field to correct, which reads its error.
    const first = FIELDS.find((field) => found[field]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-pass-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 ref={heading} tabIndex={-1} id="new-pass-title" className="text-lg font-semibold text-slate-900 outline-none">
        New guest pass
      </h2>
      {homes.length > 1 ? (
        <SelectField
          label="For"
          name="unitId"
          value={home?.id}
          onChange={(event) => chooseHome(event.target.value)}
          error={fieldError("unitId")}
          options={homes.map((unit) => ({
            value: unit.id,
            label: moveInOf(unit) ? `${unitName(unit)}, from ${movingDay(unit)}` : unitName(unit),
          }))}
          hint="The guest enters this building."
        />
      ) : null}
      <TextField
        label="Guest name"
        name="name"
        autoComplete="off"
        required
        maxLength={200}
        error={fieldError("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2" key={home?.id ?? timeZone}>
        <TextField
          label="Valid from"
          name="validFrom"
          type="datetime-local"
          defaultValue={defaults.from}
          required
          error={fieldError("validFrom")}
          hint={home && moveInOf(home) ? `From your move-in day, ${movingDay(home)}.` : undefined}
        />
        <TextField
          label="Valid until"
          name="validUntil"
          type="datetime-local"
          defaultValue={defaults.until}
          required
          error={fieldError("validUntil")}
          hint="At most 90 days after the start."
        />
        <p
          className="text-xs text-slate-600 sm:col-span-2"
          data-testid="pass-time-zone"
          title={`Times in ${home ? "the building's time zone" : zone.source}`}
        >
          Times in {timeZone}
        </p>
      </div>
      <TextField
        label="Number of uses"
        name="maxUses"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        defaultValue={1}
        required
        error={fieldError("maxUses")}
        hint="Each entry at the keypad uses one."
      />
      {create.error && unplaced ? <Notice tone="error">{describeFailure(create.error).message}</Notice> : null}
      <Button type="submit" pending={create.isPending} className="min-h-12 text-base">
        {create.isPending ? "Creating…" : "Create guest pass"}
      </Button>
    </form>
  );
}

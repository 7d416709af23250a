"use client";

import { useState, type ComponentProps } from "react";
import { TextField } from "./field";

const zones = () => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);

// The clock in `zone` now, or null when the name is not a time zone this browser knows.
export function localTimeIn(zone: string, now = new Date()): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(now);
  } catch {
    return null;
  }
}

// An IANA time zone typed with suggestions (Chicago finds America/Chicago); the hint shows the time there now, so
// a wrong zone shows as a wrong clock before it is saved.
export function TimeZoneField(props: Omit<ComponentProps<typeof TextField>, "list" | "hint">) {
  const [options] = useState(zones);
  const time = typeof props.value === "string" ? localTimeIn(props.value) : null;
  return (
    <>
      <TextField
        {...props}
        list={`${props.name}-zones`}
        autoComplete="off"
        hint={time ? `Now ${time} there` : "An IANA time zone: type a city, such as Chicago"}
      />
      <datalist id={`${props.name}-zones`}>
        {options.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}

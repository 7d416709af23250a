"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ErrorState, Notice, Skeleton } from "@/components/ui/states";
import { PortalApiError } from "@/lib/portal-client/portal-api-error";
import { portalApi } from "@/lib/portal-client/portal-api";
import { signOut } from "@/lib/portal-client/portal-sign-in";
import type { NotificationPrefs, Profile, ProfileChange } from "@/lib/portal-client/portal-types";
import { e164 } from "@/lib/framework/common-schemas";
import { PageTitle } from "../page-title";
import { NotificationSwitch } from "./notification-switch";

const PREFS: { key: keyof NotificationPrefs; label: string; hint: string }[] = [
  { key: "calls", label: "Intercom calls", hint: "When a visitor rings your unit." },
  { key: "missedCalls", label: "Unanswered calls", hint: "When nobody answered a visitor." },
  { key: "guestArrivals", label: "Guest arrivals", hint: "When a guest uses one of your passes." },
  { key: "accessEvents", label: "Door alerts", hint: "When your entrance door is held open or forced." },
];

const FIELDS = ["name", "phone"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

function check(form: FormData): { change?: ProfileChange; errors: Errors } {
  const name = String(form.get("name") ?? "").trim();
  const phone = String(form.get("phone") ?? "").replace(/[\s().-]/g, "");
  const errors: Errors = {};
  if (!name) errors.name = "Enter your name.";
  // The API's own rule: a plus, a country code and the number, no spaces.
  if (phone && !e164.safeParse(phone).success)
    errors.phone = "Use the international format: +, country code, number (e.g. +15005550006).";
  if (Object.keys(errors).length) return { errors };
  const notificationPrefs = Object.fromEntries(
    PREFS.map(({ key }) => [key, form.get(`pref-${key}`) === "on"]),
  ) as NotificationPrefs;
  return { change: { name, phone: phone || null, notificationPrefs }, errors };
}

function Form({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  // The save button sits at the foot of a long form: focus goes to the first field to correct, which reads its error.
  const focusFirst = (hasIssue: (field: (typeof FIELDS)[number]) => boolean) => {
    const first = FIELDS.find(hasIssue);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const save = useMutation({
    mutationFn: portalApi.updateProfile,
    onSuccess: (updated) => client.setQueryData(["portal", "profile"], updated),
    onError: (error) => {
      if (error instanceof PortalApiError) focusFirst((field) => Boolean(error.fieldIssue(field)));
    },
  });
  const apiError = save.error instanceof PortalApiError ? save.error : null;
  const fieldError = (field: keyof Errors) => errors[field] ?? apiError?.fieldIssue(field);
  const prefs = profile.notificationPrefs ?? {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.reset();
    const { change, errors: found } = check(new FormData(event.currentTarget));
    setErrors(found);
    if (change) save.mutate(change);
    else focusFirst((field) => Boolean(found[field]));
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section
        aria-labelledby="details-title"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="details-title" className="text-lg font-semibold text-slate-900">
          Your details
        </h2>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          defaultValue={profile.name ?? ""}
          maxLength={200}
          required
          error={fieldError("name")}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={profile.email}
          readOnly
          disabled
          hint="Ask the building staff to change it."
        />
        <TextField
          label="Phone the intercom dials"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+15005550006"
          defaultValue={profile.phone ?? ""}
          error={fieldError("phone")}
          hint="International format (E.164). Leave empty and the intercom will not call you."
        />
      </section>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <NotificationSwitch />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Notifications</legend>
          {PREFS.map(({ key, label, hint }) => (
            <label
              key={key}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg px-1 py-2 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name={`pref-${key}`}
                defaultChecked={prefs[key] === true}
                className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      {save.isSuccess ? (
        <Notice tone="success">
          Saved.{" "}
          {save.data.phone
            ? `The intercom now dials ${save.data.phone}.`
            : "The intercom will not call you until you add a phone number."}
        </Notice>
      ) : null}
      {save.error && !apiError?.details.length ? <Notice tone="error">{save.error.message}</Notice> : null}
      <Button type="submit" pending={save.isPending} className="min-h-12 text-base sm:self-start">
        {save.isPending ? "Saving…" : "Save profile"}
      </Button>
    </form>
  );
}

export function ProfileForm() {
  const profile = useQuery({ queryKey: ["portal", "profile"], queryFn: ({ signal }) => portalApi.profile(signal) });
  return (
    <>
      <PageTitle title="Profile" subtitle="How the intercom reaches you, and what you hear about." />
      {profile.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading profile">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : profile.isError ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <ErrorState
            title="Your profile could not be loaded"
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        </div>
      ) : (
        <Form profile={profile.data} />
      )}
      <SignOutEverywhere />
    </>
  );
}

// Ends every session of the account, on every phone and browser, this one included.
function SignOutEverywhere() {
  const router = useRouter();
  const end = useMutation({
    mutationFn: portalApi.signOutEverywhere,
    onSuccess: () => {
      signOut();
      router.push("/portal/sign-in");
    },
  });
  return (
    <section className="mt-6 flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-base font-semibold">Sessions</h2>
      <p className="text-sm text-slate-600">Lost a phone? Sign out of every device and browser at once.</p>
      {end.isError ? <Notice tone="error">{end.error.message}</Notice> : null}
      <Button variant="danger" pending={end.isPending} onClick={() => end.mutate()} className="sm:self-start">
        Sign out everywhere
      </Button>
    </section>
  );
}

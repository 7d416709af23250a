"use client";

import { useEffect, useState } from "react";
import { humanize } from "@/components/ui/format";
import { useUrlState } from "./use-url-state";

export type FilterOption = { value: string; label: string };

// Options whose labels are their values in words: "used_up" reads "Used up".
export const optionsOf = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: humanize(value) }));

// The search box writes `q` to the address a moment after typing stops; each select writes its own parameter.
export function SearchBox({ placeholder }: { placeholder: string }) {
  const { get, set } = useUrlState();
  const committed = get("q");
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // The address changed elsewhere (back button, cleared filters): show what it says.
  if (seen !== committed) {
    setSeen(committed);
    setText(committed);
  }
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => set({ q: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [text, committed, set]);
  return (
    <label className="flex min-w-0 flex-1 basis-48">
      <span className="sr-only">Search</span>
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
    </label>
  );
}

export function FilterSelect({ name, label, options }: { name: string; label: string; options: FilterOption[] }) {
  const { get, set } = useUrlState();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{label}</span>
      <select
        value={get(name)}
        onChange={(event) => set({ [name]: event.target.value })}
        aria-label={label}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      >
        <option value="">{label}: all</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FilterBar({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3">{children}</div>;
}

// A cell that narrows the list to what it names when clicked; plain text when there is nothing to narrow by.
export function FilterLink({ to, children }: { to: Record<string, string> | null; children: React.ReactNode }) {
  const { set } = useUrlState();
  if (!to) return <>{children}</>;
  return (
    <button type="button" className="text-left text-indigo-700 hover:underline" onClick={() => set(to)}>
      {children}
    </button>
  );
}

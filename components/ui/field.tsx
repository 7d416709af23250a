import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

const control =
  "w-full rounded-lg border bg-white px-3 py-2 text-sm font-normal text-slate-900 focus:outline-none focus:ring-2 aria-[invalid=true]:border-rose-500 aria-[invalid=true]:focus:ring-rose-200 border-slate-300 focus:border-indigo-500 focus:ring-indigo-200 disabled:bg-slate-50";

type Common = { label: string; error?: string; hint?: ReactNode; name: string };

function Wrapper({ label, error, hint, name, children }: Common & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`field-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`field-${name}-error`} className="text-xs text-rose-700">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-slate-500">{hint}</p>
      ) : null}
    </div>
  );
}

export function TextField({ label, error, hint, name, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Wrapper label={label} error={error} hint={hint} name={name}>
      <input
        id={`field-${name}`}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `field-${name}-error` : undefined}
        className={control}
        {...rest}
      />
    </Wrapper>
  );
}

export function SelectField({
  label,
  error,
  hint,
  name,
  options,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }) {
  return (
    <Wrapper label={label} error={error} hint={hint} name={name}>
      <select
        id={`field-${name}`}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `field-${name}-error` : undefined}
        className={control}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

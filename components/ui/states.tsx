import type { ReactNode } from "react";
import { Button } from "./button";

export function Skeleton({ className = "" }: { className?: string }) {
  return <span className={`block animate-pulse rounded bg-slate-200 ${className}`} aria-hidden />;
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      <p className="font-semibold text-slate-800">{title}</p>
      {children ? <p className="max-w-md text-sm text-slate-500">{children}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({
  title = "Something went wrong",
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const message = error instanceof Error ? error.message : "The request failed.";
  const code =
    typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : null;
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-2 px-6 py-10 text-center">
      <p className="font-semibold text-rose-700">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      {code ? <p className="font-mono text-xs text-slate-400">{code}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export function Notice({ tone, children }: { tone: "success" | "error" | "info"; children: ReactNode }) {
  const colors = {
    success: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
    error: "bg-rose-50 text-rose-800 ring-rose-600/20",
    info: "bg-sky-50 text-sky-800 ring-sky-600/20",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg px-3 py-2 text-sm ring-1 ring-inset ${colors}`}
    >
      {children}
    </div>
  );
}

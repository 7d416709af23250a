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

type Failure = { status?: unknown; code?: unknown; requestId?: unknown };

const statusOf = (error: unknown) => {
  const status = typeof error === "object" && error !== null ? (error as Failure).status : null;
  return typeof status === "number" ? status : null;
};

// No answer (status 0) or a server fault (5xx): the server's trouble, not the request's.
export const isServerTrouble = (error: unknown) => {
  const status = statusOf(error);
  return status !== null && (status === 0 || status >= 500);
};

// A refusal (4xx) says what was wrong in the API's words; a server fault (5xx) or a lost connection says so plainly,
// without the server's internals, and keeps the request id for support.
export function describeFailure(error: unknown): { message: string; code: string | null; reference: string | null } {
  const failure = (typeof error === "object" && error !== null ? error : {}) as Failure;
  const reference = typeof failure.requestId === "string" ? failure.requestId : null;
  if (statusOf(error) === 0)
    return { message: "The server could not be reached. Check the connection and try again.", code: null, reference };
  if (isServerTrouble(error))
    return { message: "Something went wrong on our side. Try again in a moment.", code: null, reference };
  return {
    message: error instanceof Error ? error.message : "The request failed.",
    code: typeof failure.code === "string" ? failure.code : null,
    reference,
  };
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
  const { message, code, reference } = describeFailure(error);
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-2 px-6 py-10 text-center">
      <p className="font-semibold text-rose-700">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      {code ? <p className="font-mono text-xs text-slate-500">{code}</p> : null}
      {reference ? (
        <p className="text-xs text-slate-500">
          Reference for support: <span className="font-mono select-all">{reference}</span>
        </p>
      ) : null}
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

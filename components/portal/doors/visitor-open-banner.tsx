"use client";

import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/states";
import { portalApi } from "@/lib/portal-client/portal-api";

// Where a visitor-calling notification's Open action lands: one tap opens the entrance while the call is still live.
export function VisitorOpenBanner() {
  const callId = useSearchParams().get("openCall");
  const open = useMutation({ mutationFn: (id: string) => portalApi.openForCall(id) });
  if (!callId) return null;
  return (
    <section
      aria-label="Visitor at the door"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4"
    >
      <p className="text-base font-semibold text-slate-900">A visitor is calling your unit.</p>
      {open.isSuccess ? (
        <Notice tone="success">Door opened for your visitor.</Notice>
      ) : (
        <Button
          type="button"
          pending={open.isPending}
          className="min-h-12 text-base sm:self-start"
          onClick={() => open.mutate(callId)}
        >
          Open the door for this visitor
        </Button>
      )}
      {open.error ? <Notice tone="error">{open.error.message}</Notice> : null}
    </section>
  );
}

"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Notice } from "@/components/ui/states";

// `audit` names what a change touched, so the toast links to its entries in the audit log.
export type Toast = {
  tone: "success" | "error";
  text: string;
  audit?: { targetType: string; targetId: string };
} | null;

export const auditHref = ({ targetType, targetId }: { targetType: string; targetId: string }) =>
  `/admin/audit-log?${new URLSearchParams({ targetType, targetId }).toString()}`;

// The result of the last change, announced politely and cleared after a while.
export function useToast() {
  const [toast, setToast] = useState<Toast>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 8000);
    return () => clearTimeout(timer);
  }, [toast]);
  const view = (
    <div className="pointer-events-none fixed right-4 bottom-4 z-50 max-w-sm" aria-live="polite">
      {toast ? (
        <div className="pointer-events-auto shadow-lg" data-testid="toast">
          <Notice tone={toast.tone}>
            {toast.text}
            {toast.audit ? (
              <>
                {" "}
                <Link href={auditHref(toast.audit)} className="font-medium underline">
                  Audit entry
                </Link>
              </>
            ) : null}
          </Notice>
        </div>
      ) : null}
    </div>
  );
  return { show: setToast, view };
}

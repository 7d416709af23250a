"use client";

import { useEffect, useState } from "react";
import { Notice } from "@/components/ui/states";

export type Toast = { tone: "success" | "error"; text: string } | null;

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
      {toast ? <div className="pointer-events-auto shadow-lg" data-testid="toast"><Notice tone={toast.tone}>{toast.text}</Notice></div> : null}
    </div>
  );
  return { show: setToast, view };
}

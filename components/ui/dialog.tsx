"use client";

import { useEffect, useRef, type ReactNode } from "react";

// The first field rather than the close button; without fields, the first enabled action.
const focusStart = (dialog: HTMLDialogElement) =>
  dialog
    .querySelector<HTMLElement>("[data-dialog-body] :is(input, select, textarea), footer button:not(:disabled)")
    ?.focus();

// A modal on the native <dialog>: focus stays inside, Escape closes, the page behind is inert.
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      focusStart(dialog);
    }
    if (!open && dialog.open) {
      opener.current = null;
      dialog.close();
    }
  }, [open]);
  // close() hands focus back to what opened the dialog; a dialog removed while open (a row's, keyed by its item) does
  // the same here, unless focus has already gone somewhere. A closed one has no opener left to return to.
  useEffect(
    () => () => {
      const active = document.activeElement;
      if ((!active || active === document.body) && opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
    [],
  );
  // Content that replaces the focused control (a confirm button swapped for Done) would drop focus to the page:
  // after each render, focus lost from an open dialog returns to its start.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog?.open && !dialog.contains(document.activeElement)) focusStart(dialog);
  });
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      aria-labelledby="dialog-title"
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40 ${wide ? "max-w-2xl" : "max-w-lg"}`}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id="dialog-title" className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Close"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden>
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div data-dialog-body className="overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer ? (
            <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</footer>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

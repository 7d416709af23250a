"use client";

// A filter set by a link (a user, a target) rather than a select: shown with a button that clears it.
export function RemovableFilter({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-800">
      {label}
      <button
        type="button"
        onClick={onRemove}
        className="ml-1 rounded-full px-1 hover:bg-indigo-100"
        aria-label={`Clear ${label}`}
      >
        ×
      </button>
    </span>
  );
}

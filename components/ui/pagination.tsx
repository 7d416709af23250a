"use client";

import type { Page } from "@/lib/admin-client/admin-fetch";
import { Button } from "@/components/ui/button";
import { useUrlPage, useUrlState } from "./use-url-state";

type Props = {
  total: number | undefined;
  limit: number;
  offset: number;
  nextCursor?: string | null;
  onChange: (offset: number, cursor: string | null) => void;
  // The navigation's name and the buttons' words: a list newest first may say "Newer" and "Older".
  label?: string;
  words?: { previous: string; next: string };
};

// Next follows the list's cursor, so a deep page costs what the first does; Previous steps back by offset. On a phone
// the buttons are thumb-sized.
export function Pagination({
  total,
  limit,
  offset,
  nextCursor = null,
  onChange,
  label = "Pages",
  words = { previous: "Previous", next: "Next" },
}: Props) {
  const count = total ?? 0;
  const first = count === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, count);
  return (
    <nav
      aria-label={label}
      className="flex min-h-12 items-center justify-between gap-3 border-t border-slate-100 px-4 py-2 text-sm text-slate-600"
    >
      <p aria-live="polite">{total === undefined ? "\u00a0" : `${first}–${last} of ${count}`}</p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 min-w-16 sm:min-h-0 sm:min-w-0"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - limit), null)}
        >
          {words.previous}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 min-w-16 sm:min-h-0 sm:min-w-0"
          disabled={offset + limit >= count}
          onClick={() => onChange(offset + limit, nextCursor)}
        >
          {words.next}
        </Button>
      </div>
    </nav>
  );
}

// The pages of a list page, kept in the URL: `offset`, and `cursor` when Next followed the list's cursor.
// `onTurn` runs after a page is turned (the portal moves focus to the list's start).
export function UrlPagination({
  page,
  limit,
  onTurn,
  ...words
}: { page: Page<unknown> | undefined; limit: number; onTurn?: () => void } & Pick<Props, "label" | "words">) {
  const { set } = useUrlState();
  const { offset } = useUrlPage();
  return (
    <Pagination
      {...words}
      total={page?.total}
      limit={limit}
      offset={offset}
      nextCursor={page?.nextCursor}
      onChange={(next, after) => {
        set({ offset: next || null, cursor: after });
        onTurn?.();
      }}
    />
  );
}

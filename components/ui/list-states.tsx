import type { ReactNode } from "react";
import { ErrorState, Skeleton } from "./states";

// What a list query gives the widget: the page's items once they are there.
export type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { items: T[] };
  refetch: () => unknown;
};

const LOOKS = {
  rows: { loading: "flex flex-col gap-3 p-4", placeholder: "h-12", frame: "" },
  cards: {
    loading: "flex flex-col gap-4",
    placeholder: "h-40 rounded-2xl",
    frame: "rounded-2xl border border-slate-200 bg-white",
  },
};

// A list that is not a table: placeholders of the final height while the first page loads, the error with a retry,
// the empty note, or the items. `cards` lists stand alone on the page, so their error and empty notes get a card too.
export function ListStates<T>({
  query,
  label,
  errorTitle,
  empty,
  look = "rows",
  placeholders = 3,
  children,
}: {
  query: ListQuery<T>;
  label: string;
  errorTitle: string;
  empty: ReactNode;
  look?: keyof typeof LOOKS;
  placeholders?: number;
  children: (items: T[]) => ReactNode;
}) {
  const style = LOOKS[look];
  const framed = (note: ReactNode) => (style.frame ? <div className={style.frame}>{note}</div> : note);
  if (query.isPending)
    return (
      <div className={style.loading} aria-busy="true" aria-label={`Loading ${label}`}>
        {Array.from({ length: placeholders }, (_, index) => (
          <Skeleton key={index} className={style.placeholder} />
        ))}
      </div>
    );
  if (query.isError || !query.data)
    return framed(<ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />);
  if (query.data.items.length === 0) return framed(empty);
  return <>{children(query.data.items)}</>;
}

import type { ImportResult } from "@/lib/imports/import-schemas";

// The counts of a dry run or an import, and every row error as the spreadsheet numbers it.
export function ImportPreview({ result }: { result: ImportResult }) {
  const counts = [
    ["Rows", result.rows],
    ["New residents", result.created],
    ["Updated", result.updated],
    ["Unchanged", result.unchanged],
    ["New units", result.unitsCreated],
    ["Row errors", result.errors.length],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="import-counts">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd
              className={`text-lg font-semibold ${label === "Row errors" && value ? "text-rose-700" : "text-slate-900"}`}
            >
              {value.toLocaleString()}
            </dd>
          </div>
        ))}
      </dl>
      {result.errors.length ? (
        <table className="w-full text-left text-sm" data-testid="import-errors">
          <caption className="sr-only">Rows to fix</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Row
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Column
              </th>
              <th scope="col" className="py-2 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {result.errors.slice(0, 200).map((error) => (
              <tr key={`${error.row}-${error.field}-${error.issue}`} className="border-b border-slate-100">
                <td className="py-1.5 pr-3 font-mono">{error.row}</td>
                <td className="py-1.5 pr-3 font-mono">{error.field}</td>
                <td className="py-1.5 text-slate-700">{error.issue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {result.errors.length > 200 ? (
        <p className="text-sm text-slate-600">And {result.errors.length - 200} more; fix these first.</p>
      ) : null}
    </div>
  );
}

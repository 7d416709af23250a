export type BarItem = { label: string; value: number; color?: string };

// Horizontal bars for a few categories; HTML, so labels wrap and stay readable on a phone.
export function BarList({ items, title }: { items: BarItem[]; title: string }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul className="flex h-full flex-col justify-center gap-2" aria-label={title} data-chart="bar-list">
      {items.map((item) => (
        <li key={item.label} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-sm">
          <span className="leading-tight text-slate-600">{item.label}</span>
          <span className="h-4 rounded bg-slate-100">
            <span
              className="block h-4 rounded"
              style={{ width: `${(item.value / max) * 100}%`, background: item.color ?? "#4f46e5" }}
              data-value={item.value}
            />
          </span>
          <span className="text-right font-medium text-slate-800 tabular-nums">{item.value}</span>
        </li>
      ))}
    </ul>
  );
}

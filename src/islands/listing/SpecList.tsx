/** Label and value pairs as the detail page's two-column fact table. */
export default function SpecList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="mt-4 grid grid-cols-1 overflow-hidden rounded-card bg-surface ring-1 ring-line sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-line px-4 py-3 text-sm">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="min-w-0 text-right font-medium wrap-anywhere text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

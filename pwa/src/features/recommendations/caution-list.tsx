import { TriangleAlert } from 'lucide-react'

/** Warnings attached to one thing (an item's interaction and spacing advice), in a caution box. */
export function CautionList({ label, cautions }: { label: string; cautions: readonly string[] }) {
  if (cautions.length === 0) return null
  return (
    <div role="note" aria-label={label} className="flex items-start gap-2 rounded-md border border-warning bg-warning/10 p-3 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <ul className="grid gap-1">
        {cautions.map((caution) => (
          <li key={caution}>{caution}</li>
        ))}
      </ul>
    </div>
  )
}

import { CircleHelp } from 'lucide-react'

/**
 * What could not be checked for interactions ("We could not check “coumadn”. Did you mean …?"),
 * shown wherever a verdict about a person's list is given: an unrecognised name is never
 * treated as safe.
 */
export function UncheckedList({ lines, heading = 'Not checked' }: { lines: readonly string[]; heading?: string }) {
  if (lines.length === 0) return null
  return (
    <div role="alert" className="grid gap-1 rounded-md border border-warning bg-warning/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
        {heading}
      </p>
      <ul className="grid list-disc gap-1 pl-6">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>Check the spelling where you entered it, or ask your pharmacist about it.</p>
    </div>
  )
}

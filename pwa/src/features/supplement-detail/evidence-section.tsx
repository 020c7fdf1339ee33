import type { ReferenceSupplement } from '@dosewise/sync-protocol'
import { Badge, type BadgeVariant } from '../../ui/badge'

type Grade = ReferenceSupplement['evidence'][number]['grade']

/** The knowledge base's grades (api/database/data/README.md), in a person's words. */
const GRADES: Record<Grade, { word: string; meaning: string; variant: BadgeVariant }> = {
  A: { word: 'Strong', meaning: 'consistent randomised trials or meta-analyses', variant: 'success' },
  B: { word: 'Moderate', meaning: 'some good-quality trials', variant: 'info' },
  C: { word: 'Limited', meaning: 'few or mixed results', variant: 'warning' },
  D: { word: 'Weak', meaning: 'traditional use or early research', variant: 'secondary' },
}

function GradeBadge({ grade }: { grade: Grade }) {
  return (
    <Badge variant={GRADES[grade].variant}>
      Grade {grade} · {GRADES[grade].word}
    </Badge>
  )
}

/** How well each benefit is supported, with what the grades mean. */
export function EvidenceSection({ evidence }: { evidence: ReferenceSupplement['evidence'] }) {
  return (
    <section aria-labelledby="evidence-heading" className="grid gap-3">
      <h2 id="evidence-heading" className="text-xl font-semibold">
        Strength of evidence
      </h2>
      <ul className="grid gap-2">
        {evidence.map((item, index) => (
          <li key={`${index}-${item.benefit}`} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
            <span className="min-w-0 break-words">{item.benefit}</span>
            <GradeBadge grade={item.grade} />
          </li>
        ))}
      </ul>
      <div className="rounded-md bg-muted p-3">
        <h3 className="mb-2 text-sm font-semibold">What the grades mean</h3>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          {(Object.keys(GRADES) as Grade[]).map((grade) => (
            <div key={grade} className="flex flex-wrap gap-1">
              <dt className="font-medium">
                {grade} {GRADES[grade].word.toLowerCase()}:
              </dt>
              <dd className="text-muted-foreground">{GRADES[grade].meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

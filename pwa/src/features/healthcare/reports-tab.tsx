import { Link } from 'react-router'
import { Activity, FileText, HeartPulse, ShieldAlert, type LucideIcon } from 'lucide-react'
import type { ReportKind } from '@dosewise/sync-protocol/reports'
import { buttonClassName } from '../../ui/button'
import { cn } from '../../ui/cn'

/**
 * Spec §2: the four report buttons. Each opens its report's page (/healthcare/reports/:kind),
 * made on this device from its own records, to read, print or save as a PDF — offline too.
 */
const REPORTS: { kind: ReportKind; title: string; description?: string; icon: LucideIcon }[] = [
  { kind: 'supplements', title: 'Supplement Report', description: 'Current supplements and progress', icon: FileText },
  { kind: 'lab-trends', title: 'Lab Trends', icon: Activity },
  { kind: 'interactions', title: 'Interaction Report', description: 'Drug-supplement interactions', icon: ShieldAlert },
  { kind: 'wellness', title: 'Wellness Summary', icon: HeartPulse },
]

export function ReportsTab() {
  return (
    <section aria-labelledby="reports-heading" className="grid gap-4">
      <h2 id="reports-heading" className="text-xl font-semibold">
        Reports
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {REPORTS.map(({ kind, title, description, icon: Icon }) => (
          <li key={kind}>
            <Link
              to={`/healthcare/reports/${kind}`}
              className={cn(buttonClassName('outline', 'lg'), 'h-auto! w-full justify-start! py-4 text-left whitespace-normal!')}
            >
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <span className="grid gap-0.5">
                <span className="text-base font-semibold">{title}</span>
                {description && <span className="text-sm font-normal text-muted-foreground">{description}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { Activity, FileText, HeartPulse, ShieldAlert, type LucideIcon } from 'lucide-react'
import { ComingSoonButton } from '../../ui/coming-soon-button'

/** Spec §2: four report buttons; what they produce is not specified yet. */
const REPORTS: { title: string; description?: string; icon: LucideIcon }[] = [
  { title: 'Supplement Report', description: 'Current supplements and progress', icon: FileText },
  { title: 'Lab Trends', icon: Activity },
  { title: 'Interaction Report', description: 'Drug-supplement interactions', icon: ShieldAlert },
  { title: 'Wellness Summary', icon: HeartPulse },
]

export function ReportsTab() {
  return (
    <section aria-labelledby="reports-heading" className="grid gap-4">
      <h2 id="reports-heading" className="text-xl font-semibold">
        Reports
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {REPORTS.map(({ title, description, icon: Icon }) => (
          <li key={title}>
            <ComingSoonButton variant="outline" size="lg" className="h-auto! w-full justify-start! py-4 text-left whitespace-normal!">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <span className="grid gap-0.5">
                <span className="text-base font-semibold">{title}</span>
                {description && <span className="text-sm font-normal text-muted-foreground">{description}</span>}
              </span>
            </ComingSoonButton>
          </li>
        ))}
      </ul>
    </section>
  )
}

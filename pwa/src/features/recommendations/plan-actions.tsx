import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Bell, CircleCheck, Save, ShoppingCart } from 'lucide-react'
import type { Plan } from '@dosewise/sync-protocol'
import { useStack } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { saveReminderSettings } from '../../db/records/reminder-settings'
import { savePlanAsStack } from '../../db/records/stack'
import { reportWriteError } from '../../lib/report-write-error'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { toast } from '../../ui/toast/use-toast'
import { isSavedAsStack, listWords, reminderTimesOf, shoppingPathOf, stackAdditionsOf } from './plan-rules'

/**
 * Save Recommendations, Set Reminders, Shop Supplements (spec §2; their behaviour is issue 6's):
 * local writes and a navigation, so all three work offline.
 */
export function PlanActions({ assessmentId, plan }: { assessmentId: string; plan: Plan }) {
  const db = useLocalDb()
  const navigate = useNavigate()
  const stack = useStack()
  const [busy, setBusy] = useState<'save' | 'reminders' | null>(null)
  const saved = stack !== undefined && isSavedAsStack(plan, stack, assessmentId)

  async function run(action: 'save' | 'reminders', work: () => Promise<void>) {
    setBusy(action)
    try {
      await work()
    } catch (error) {
      reportWriteError(error)
    } finally {
      setBusy(null)
    }
  }

  const save = () =>
    run('save', async () => {
      await savePlanAsStack(db, assessmentId, stackAdditionsOf(plan))
      toast({ title: 'Recommendations saved', description: 'These supplements are now your current stack.', variant: 'success' })
    })

  const setReminders = () =>
    run('reminders', async () => {
      const times = reminderTimesOf(plan)
      await saveReminderSettings(db, { supplementReminders: true, reminderTimes: times })
      toast({ title: 'Reminders set', description: `You'll be reminded at ${listWords(times)}.`, variant: 'success' })
    })

  return (
    <div className="grid gap-3 border-t pt-6">
      {saved && (
        <p role="status">
          <Badge variant="success" className="text-sm">
            <CircleCheck aria-hidden="true" className="size-4" />
            Saved as your stack
          </Badge>
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={save} disabled={busy !== null}>
          <Save aria-hidden="true" />
          Save Recommendations
        </Button>
        <Button variant="outline" onClick={setReminders} disabled={busy !== null}>
          <Bell aria-hidden="true" />
          Set Reminders
        </Button>
        <Button variant="outline" onClick={() => navigate(shoppingPathOf(plan))}>
          <ShoppingCart aria-hidden="true" />
          Shop Supplements
        </Button>
      </div>
    </div>
  )
}

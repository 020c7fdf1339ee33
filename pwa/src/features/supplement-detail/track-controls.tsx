import { useRef, useState } from 'react'
import { Check, Plus, X } from 'lucide-react'
import type { ReferenceSupplement } from '@dosewise/sync-protocol'
import { useStack } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { addToStack, removeFromStack } from '../../db/records/stack'
import { reportWriteError } from '../../lib/report-write-error'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { toast } from '../../ui/toast/use-toast'
import { majorForYou, namesList, type SupplementInteraction } from './supplement-interactions'

export interface TrackControlsProps {
  supplement: ReferenceSupplement
  /** This supplement's interaction rows with the person's own marked; undefined while loading. */
  interactions: SupplementInteraction[] | undefined
}

/**
 * 'Track This Supplement' adds it to the person's stack (a local write: works offline); once
 * tracked it reads 'Tracking' and offers 'Stop tracking'. A major interaction with something the
 * person takes is named, and confirmed, before tracking.
 */
export function TrackControls({ supplement, interactions }: TrackControlsProps) {
  const db = useLocalDb()
  const stack = useStack()
  // A second click while a write runs is ignored (a disabled button would drop the focus).
  const busy = useRef(false)
  const [confirming, setConfirming] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const tracked = stack?.some((item) => item.supplementId === supplement.id) ?? false
  const majors = interactions ? majorForYou(interactions) : []

  async function run(action: () => Promise<void>) {
    busy.current = true
    try {
      await action()
    } catch (error) {
      reportWriteError(error)
    } finally {
      busy.current = false
    }
  }

  async function track() {
    // A 'Not recommended by Dosewise' line is no dose: a supplement Dosewise does not
    // recommend is tracked without one.
    await addToStack(db, [{ supplementId: supplement.id, source: 'manual', dosage: supplement.recommendable ? supplement.dosage : null }])
    toast({ title: 'Supplement tracked', description: 'Added to your supplements.', variant: 'success' })
  }

  async function stop() {
    await removeFromStack(db, supplement.id)
    toast({ title: 'Stopped tracking', description: 'Removed from your supplements.' })
  }

  function onClick() {
    if (busy.current) return
    if (tracked) void run(stop)
    else if (majors.length > 0) setConfirming(true)
    else void run(track)
  }

  // Radix gives focus back to a dialog's trigger, and this dialog has none: without this the
  // focus would fall to the page's start when the dialog closes. Done when Radix would return it
  // (not on a timer, which a slow close could overtake).
  function focusButton(event: Event) {
    event.preventDefault()
    button.current?.focus()
  }

  // One button whose words change, so focus stays on it when it turns from Track into Stop.
  return (
    <>
      {tracked && (
        <span className="inline-flex h-11 items-center gap-2 rounded-md bg-secondary px-4 font-medium text-secondary-foreground">
          <Check aria-hidden="true" className="size-4" />
          Tracking
        </span>
      )}
      <Button
        ref={button}
        variant={tracked ? 'outline' : 'default'}
        onClick={onClick}
        // Until the stack and the person's medications are read, the right answer is not known.
        disabled={stack === undefined || interactions === undefined}
      >
        {tracked ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {tracked ? 'Stop tracking' : 'Track This Supplement'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onCloseAutoFocus={focusButton}
        title={`Track ${supplement.name} anyway?`}
        description={majors
          .map(
            ({ interaction: i, yours }) =>
              `${i.medicationName} + ${i.supplementName} is a major interaction, and you take ${namesList(yours)}. ${i.description} ${i.recommendation}`
          )
          .join(' ')}
        confirmLabel="Track anyway"
        onConfirm={() => run(track)}
      />
    </>
  )
}

import { useState, type FormEvent } from 'react'
import {
  QUANTITY_MAX,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_FREQUENCY_LABELS,
  isSubscriptionFrequency,
  subscriptionPatchSchema,
  type Subscription,
  type SubscriptionFrequency,
} from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { modifySubscription } from '../../db/records/subscriptions'
import { useFormErrors } from '../../lib/use-form-errors'
import { Button } from '../../ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { controlClassName, Input } from '../../ui/input'
import { toast } from '../../ui/toast/use-toast'

export interface ModifySubscriptionDialogProps {
  subscription: Subscription
  /** 'Supplement #4 · Vitamin D3' */
  label: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

const modifySchema = subscriptionPatchSchema.pick({ quantity: true, frequency: true })

/** 'Modify': how many and how often (ADR 0033), checked with the contract's schema, saved on the device. */
export function ModifySubscriptionDialog({ subscription, label, open, onOpenChange }: ModifySubscriptionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Modify subscription" description={label}>
        {/* Mounted while open only: it starts from the subscription as it is now each time. */}
        {open && <ModifyForm subscription={subscription} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function ModifyForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const db = useLocalDb()
  const [quantity, setQuantity] = useState(String(subscription.quantity))
  const [frequency, setFrequency] = useState<SubscriptionFrequency>(
    isSubscriptionFrequency(subscription.frequency) ? subscription.frequency : 'monthly'
  )
  const { errors, check, reportFailure } = useFormErrors()

  async function save(event: FormEvent) {
    event.preventDefault()
    const change = check(modifySchema, { quantity: quantity.trim() === '' ? undefined : Number(quantity), frequency })
    if (!change) return
    try {
      await modifySubscription(db, subscription.id, change)
      toast({ title: 'Subscription updated', description: 'Your changes are saved.', variant: 'success' })
      onDone()
    } catch (error) {
      reportFailure(error, 'Not saved', 'Your change could not be saved. Please try again.')
    }
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void save(event)}>
      <FormField id="subscription-quantity" label="Quantity" error={errors.quantity} hint={`1 to ${QUANTITY_MAX} per delivery`} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={QUANTITY_MAX}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </FormField>
      <FormField id="subscription-frequency" label="Frequency" error={errors.frequency} required>
        <select
          className={`${controlClassName} h-11`}
          value={frequency}
          onChange={(event) => isSubscriptionFrequency(event.target.value) && setFrequency(event.target.value)}
        >
          {SUBSCRIPTION_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {SUBSCRIPTION_FREQUENCY_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit">Save changes</Button>
      </DialogFooter>
    </form>
  )
}

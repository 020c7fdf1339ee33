/**
 * One "needs your attention" item: what this device tried, why the server did not take it as
 * sent, the field errors or both sides' values, and the choices (sync/resolve-attention.ts).
 */
import { useState } from 'react'
import { attentionOptions, resolveAttention, type AttentionOption } from '../../sync/resolve-attention'
import { useLocalDb } from '../../db/local-db-context'
import type { AttentionItem } from '../../db/types'
import { reportWriteError } from '../../lib/report-write-error'
import { Button } from '../../ui/button'
import { toast } from '../../ui/toast/use-toast'
import { attemptedChange, comparedFields, fieldLabel, formatValue, itemTitle } from './attention-format'

const DONE: Record<AttentionOption['choice'], string> = {
  'keep-mine': 'Your version will be synced.',
  'keep-theirs': 'The other version was kept.',
  restore: 'Restored. It will be synced.',
  discard: 'Your change was discarded.',
  'delete-anyway': 'Deleted. The delete will be synced.',
  'keep-it': 'The record was kept.',
  dismiss: 'Dismissed.',
  resend: 'It will be sent again.',
  'put-back': 'Your value will be synced.',
}

function Comparison({ item }: { item: AttentionItem }) {
  const fields = comparedFields(item)
  const theirs = item.serverRecord?.deleted ? null : item.serverRecord?.data
  if (fields.length === 0 || !item.localData) return null
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Values on this device and on the server</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            On this device
          </th>
          <th scope="col" className="py-1 font-medium">
            {item.serverRecord ? 'On your other device' : 'On the server'}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} className="border-t align-top">
            <th scope="row" className="py-1 pr-2 font-medium">
              {fieldLabel(field)}
            </th>
            <td className="py-1 pr-2 break-words whitespace-pre-wrap">{formatValue(item.localData?.[field])}</td>
            <td className="py-1 break-words whitespace-pre-wrap">
              {item.serverRecord?.deleted ? 'Deleted' : formatValue(theirs?.[field])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function AttentionItemCard({ item }: { item: AttentionItem }) {
  const db = useLocalDb()
  const [busy, setBusy] = useState(false)
  const titleId = `attention-${item.mutationId}`

  async function choose(option: AttentionOption) {
    setBusy(true)
    try {
      await resolveAttention(db, item, option.choice)
      toast({ title: DONE[option.choice], variant: 'success' })
    } catch (error) {
      reportWriteError(error, 'This could not be done. The record may have changed again; please try once more.')
      setBusy(false)
    }
  }

  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-md border p-3">
      <h3 id={titleId} className="font-medium break-words">
        {itemTitle(item)}
      </h3>
      <p className="text-sm">
        {attemptedChange(item)} {item.message}
        {item.copyId && ' Both versions were kept in your journal; keep the one you want there.'}
      </p>
      {item.appliedFields && item.appliedFields.length > 0 && (
        <p className="text-sm">Your other changes were saved: {item.appliedFields.map(fieldLabel).join(', ')}.</p>
      )}
      {item.errors.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-destructive">
          {item.errors.map((error) => (
            <li key={`${error.field}:${error.message}`}>
              {fieldLabel(error.field)}: {error.message}
            </li>
          ))}
        </ul>
      )}
      {item.status === 'conflict' && <Comparison item={item} />}
      <div className="flex flex-wrap gap-2">
        {attentionOptions(item).map((option) => (
          <Button
            key={option.choice}
            size="sm"
            variant={option.primary ? 'default' : 'outline'}
            disabled={busy}
            onClick={() => void choose(option)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </li>
  )
}

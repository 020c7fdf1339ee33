import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { SyncEntity } from '@dosewise/sync-protocol'
import { useOwnRecordsWhere, type OwnRecord } from '../../../db/hooks'

export interface OwnItems<R> {
  /** The person's records under this forum or thread (undefined while the first read runs). */
  records: OwnRecord<R>[] | undefined
  /** Ids that were waiting to send during this visit. */
  sentHere: ReadonlySet<string>
  /** Ids the person deleted during this visit. */
  deletedHere: ReadonlySet<string>
  noteDeleted: (id: string) => void
}

/**
 * The person's own posts or replies where `field` is `value`, and what happened to them during
 * this visit. When one stops waiting (the server accepted or refused it), `onSettled` runs: the
 * screen asks the server again, so its list catches up with what was sent.
 */
export function useOwnItems<R extends { id: string }>(
  entity: SyncEntity,
  field: string,
  value: unknown,
  onSettled: () => void
): OwnItems<R> {
  const records = useOwnRecordsWhere<R>(entity, field, value)
  const [sentHere, setSentHere] = useState<ReadonlySet<string>>(() => new Set())
  const [deletedHere, setDeletedHere] = useState<ReadonlySet<string>>(() => new Set())
  const waiting = useRef<string[]>([])
  const settled = useEffectEvent(onSettled)
  const waitingNow = (records ?? [])
    .filter((record) => record.pending)
    .map((record) => record.data.id)
    .join(' ')

  useEffect(() => {
    const now = waitingNow ? waitingNow.split(' ') : []
    const left = waiting.current.filter((id) => !now.includes(id))
    waiting.current = now
    if (now.some((id) => !sentHere.has(id))) setSentHere((current) => new Set([...current, ...now]))
    if (left.length > 0) settled()
  }, [waitingNow, sentHere])

  const noteDeleted = (id: string) => setDeletedHere((current) => new Set([...current, id]))
  return { records, sentHere, deletedHere, noteDeleted }
}

// What a person sees of sync in the header: changes waiting, the attention list and its
// choices, the expired-session banner, and the question before signing out with unsynced changes.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactElement } from 'react'
import { encodeCursor, type PushRequest } from '@dosewise/sync-protocol'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import type { UserDatabase } from '../../db/database'
import { applyPullPage, applyPushResults, nextOutboxBatch } from '../../sync/sync-store'
import { createRecord, updateRecord } from '../../db/writes'
import { SyncEngineProvider } from '../../sync/engine-context'
import { SyncEngine } from '../../sync/sync-engine'
import { SyncHttpError, type SyncTransport } from '../../sync/transport'
import { ConnectionStatus } from './connection-status'
import { AttentionButton } from './attention-button'
import { SyncBanners } from './sync-banners'
import { SignOutDialog } from './sign-out-dialog'

const expire = vi.fn()
vi.mock('../../lib/session', () => ({ useSession: () => ({ status: 'signed-in', expire }) }))

function transportFor(fail?: () => Error): SyncTransport {
  return {
    async push(request: PushRequest) {
      if (fail) throw fail()
      return {
        results: request.mutations.map((m) => ({ mutationId: m.mutationId, seq: m.seq, status: 'applied' as const, version: m.seq })),
        lastSeq: request.mutations.at(-1)!.seq,
      }
    },
    async pull() {
      if (fail) throw fail()
      return { changes: [], cursor: encodeCursor(0), hasMore: false, lastSeq: 0 }
    },
    async referenceSnapshot() {
      return null
    },
  }
}

let db: UserDatabase | undefined
let engine: SyncEngine | undefined
function renderShell(ui: ReactElement, fail?: () => Error) {
  db = newUserDatabase()
  engine = new SyncEngine({
    db,
    transport: transportFor(fail),
    autoSync: false,
    locks: null,
    isOnline: () => true,
    referenceData: false,
  })
  return renderWithDb(<SyncEngineProvider engine={engine}>{ui}</SyncEngineProvider>, db)
}

afterEach(async () => {
  cleanup()
  await engine?.stop()
  await cleanupDb(db)
  db = undefined
  expire.mockClear()
})

const lab = { testName: 'Ferritin', value: '40', unit: 'ng/mL', referenceRange: '30-300', testedAt: '2026-11-01T08:00:00.000Z' }

describe('sync in the header', () => {
  it('counts the changes waiting to sync, and clears once they are synced', async () => {
    renderShell(<ConnectionStatus />)
    await act(async () => {
      await createRecord(db!, 'labResult', lab)
      await createRecord(db!, 'labResult', { ...lab, testName: 'Zinc' })
    })
    expect(await screen.findByText('2 changes waiting to sync')).toBeTruthy()
    await act(() => engine!.syncNow())
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).toBeNull())
  })

  it('lists a conflict with both sides’ values, and "Keep mine" queues my value again', async () => {
    const id = '01a1f000-0000-7000-8000-0000000000a1'
    renderShell(<AttentionButton />)
    await act(async () => {
      const data = { id, userId: db!.userId, ...lab, status: 'normal', createdAt: '2026-11-01T09:00:00.000Z' }
      await applyPullPage(db!, {
        changes: [{ entity: 'labResult', id, version: 2, deleted: false, data }],
        cursor: encodeCursor(2),
        hasMore: false,
        lastSeq: 0,
      })
      await updateRecord(db!, 'labResult', id, { value: '45' })
      const [entry] = await nextOutboxBatch(db!, 1)
      await applyPushResults(db!, [
        {
          mutationId: entry!.mutationId,
          seq: entry!.seq,
          status: 'conflict',
          reason: 'edit_conflict',
          version: 3,
          conflictFields: ['value'],
          serverRecord: { entity: 'labResult', id, version: 3, deleted: false, data: { ...data, value: '52' } },
        },
      ])
    })
    fireEvent.click(await screen.findByRole('button', { name: /Needs your attention/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Needs your attention' })
    expect(within(dialog).getByText('Lab result · Ferritin')).toBeTruthy()
    expect(within(dialog).getByText(/changed on another device at the same time/)).toBeTruthy()
    const row = within(dialog).getByRole('row', { name: /Value/ })
    expect(within(row).getByText('45')).toBeTruthy()
    expect(within(row).getByText('52')).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(within(dialog).getByText('All done.')).toBeTruthy())
    const outbox = await db!.outbox.toArray()
    expect(outbox).toMatchObject([{ op: 'patch', patch: { value: '45' }, baseVersion: 3 }])
  })

  it('when the session expired: says so, and "Sign in" signs out on this device only', async () => {
    renderShell(<SyncBanners onUpdate={() => {}} />, () => new SyncHttpError(401, null))
    await act(async () => {
      await createRecord(db!, 'labResult', lab)
      await engine!.syncNow()
    })
    expect(await screen.findByText('Your session has expired. Sign in again to sync your changes.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(expire).toHaveBeenCalledTimes(1)
    expect(await db!.outbox.count()).toBe(1)
  })

  it('asks before signing out with unsynced changes; "Try to sync now" syncs and then signs out', async () => {
    const onSignOut = vi.fn(async () => {})
    renderShell(<SignOutDialog open onOpenChange={() => {}} onSignOut={onSignOut} />)
    await act(async () => {
      for (let i = 0; i < 3; i++) await createRecord(db!, 'labResult', { ...lab, testName: `Test ${i}` })
    })
    expect(
      await screen.findByText('You have 3 changes that have not synced yet. Signing out now deletes them from this device.')
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign out and delete them' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try to sync now' }))
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1))
    expect(await db!.outbox.count()).toBe(0)
  })
})

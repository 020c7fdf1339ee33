import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { listRecords } from '../../db/hooks'
import { STORAGE_FULL_MESSAGE } from '../../db/errors'
import { addToStack } from '../../db/records/stack'
import { localDay } from '../../lib/dates'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot, seedServerRecords } from '../../testing/seed'
import JournalPage from './journal-page'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.restoreAllMocks()
  // How many entries a list showed is kept per history entry (a new test is a new tab).
  sessionStorage.clear()
})

function open() {
  db = renderWithDb(<JournalPage />).db
  return db
}

function choose(scale: RegExp, option: string, scope: HTMLElement = document.body) {
  fireEvent.click(within(within(scope).getByRole('group', { name: scale })).getByRole('radio', { name: option }))
}

function fillNewEntry() {
  choose(/^Mood/, 'Good')
  choose(/^Energy/, 'High')
  choose(/^Sleep/, 'Fair')
  choose(/^Stress/, 'Low')
  fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Night shift went fine' } })
  fireEvent.click(screen.getByRole('checkbox', { name: 'Vitamin D3' }))
  fireEvent.click(screen.getByRole('checkbox', { name: 'Omega-3 Fish Oil' }))
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })

const entry = (over: Record<string, unknown>) => ({
  mood: 'good',
  energy: 'medium',
  sleep: 'good',
  stress: 'moderate',
  notes: null,
  supplementsTaken: [],
  conflictOf: null,
  ...over,
})

describe('Wellness Journal', () => {
  it('starts empty and the empty state opens the form', async () => {
    open()
    expect(await screen.findByRole('heading', { name: 'No Journal Entries Yet' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Entry' }))
    expect(screen.getByRole('heading', { name: 'New Journal Entry' })).toBeTruthy()
  })

  it('the Add Entry toggle opens and closes the form', async () => {
    open()
    const toggle = await screen.findByRole('button', { name: 'Add Entry' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('heading', { name: 'New Journal Entry' })).toBeTruthy()
    fireEvent.click(toggle)
    expect(screen.queryByRole('heading', { name: 'New Journal Entry' })).toBeNull()
  })

  it('saves an entry on this device for the signed-in user, lists it and closes the form', async () => {
    const db = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Entry' }))
    fillNewEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))

    expect(await within(toastRegion()).findByText('Journal Entry Saved')).toBeTruthy()
    expect(within(toastRegion()).getByText('Your daily entry has been recorded successfully.')).toBeTruthy()
    const card = (await screen.findByText('Night shift went fine')).closest('article')!
    for (const badge of ['Mood: Good', 'Energy: High', 'Sleep: Fair', 'Stress: Low']) expect(within(card).getByText(badge)).toBeTruthy()
    expect(within(card).getByText('Vitamin D3, Omega-3 Fish Oil')).toBeTruthy()
    expect(within(card).getByText('Waiting to sync')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'New Journal Entry' })).toBeNull()
    // The focus is back on the toggle that opened the form.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Entry' }))

    const [stored] = await listRecords<Record<string, unknown>>(db, 'journalEntry')
    expect(stored).toMatchObject({ userId: db.userId, mood: 'good', supplementsTaken: ['Vitamin D3', 'Omega-3 Fish Oil'] })
  })

  it('closes the form in the same moment the saved entry appears in the list, then says it was saved', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Entry' }))
    fillNewEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))

    // Never a moment with the form gone and the entry not yet listed (the list would jump twice).
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New Journal Entry' })).toBeNull())
    expect(screen.getByText('Night shift went fine')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add Entry' }).getAttribute('aria-expanded')).toBe('false')
    expect(await within(toastRegion()).findByText('Journal Entry Saved')).toBeTruthy()
  })

  it("offers the supplements in the person's stack after the five, once each, and saves them", async () => {
    db = newUserDatabase()
    await seedReferenceSnapshot(db, referenceFixture())
    // Ginkgo Biloba and 5-HTP are new names; Vitamin D3 and Omega-3 Fish Oil are among the five already.
    await addToStack(
      db,
      [6, 4, 7, 2].map((supplementId) => ({ supplementId, source: 'manual' as const }))
    )
    renderWithDb(<JournalPage />, db)
    fireEvent.click(await screen.findByRole('button', { name: 'Add Entry' }))

    const field = screen.getByRole('group', { name: 'Supplements taken' })
    await waitFor(() => expect(within(field).getAllByRole('checkbox')).toHaveLength(7))
    expect(
      within(field)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent)
    ).toEqual(['Vitamin D3', 'Magnesium Glycinate', 'B-Complex', 'Omega-3 Fish Oil', 'Lutein & Zeaxanthin', '5-HTP', 'Ginkgo Biloba'])

    choose(/^Mood/, 'Good')
    choose(/^Energy/, 'High')
    choose(/^Sleep/, 'Fair')
    choose(/^Stress/, 'Low')
    fireEvent.click(within(field).getByRole('checkbox', { name: 'Ginkgo Biloba' }))
    fireEvent.click(within(field).getByRole('checkbox', { name: 'Vitamin D3' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))
    await waitFor(async () => {
      const [stored] = await listRecords<Record<string, unknown>>(db!, 'journalEntry')
      expect(stored?.supplementsTaken).toEqual(['Vitamin D3', 'Ginkgo Biloba'])
    })
  })

  it('shows what is missing under each scale and stores nothing', async () => {
    const db = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Entry' }))
    choose(/^Mood/, 'Good')
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))

    const energy = screen.getByRole('group', { name: /^Energy/ })
    expect(within(energy).getByText('Required')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: /^Mood/ })).queryByText('Required')).toBeNull()
    expect(await db.outbox.count()).toBe(0)
    expect(screen.getByRole('heading', { name: 'New Journal Entry' })).toBeTruthy()
  })

  it('edits an entry, sending only the changed field', async () => {
    const db = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Entry' }))
    fillNewEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))
    fireEvent.click(await screen.findByRole('button', { name: /^Edit entry from/ }))

    const dialog = screen.getByRole('dialog', { name: 'Edit Journal Entry' })
    expect((within(dialog).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Night shift went fine')
    choose(/^Stress/, 'High', dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Stress: High')).toBeTruthy()
    const outbox = await db.outbox.toArray()
    expect(outbox.map((e) => [e.op, e.patch])).toEqual([
      ['create', expect.objectContaining({ stress: 'low' })],
      ['patch', { stress: 'high' }],
    ])
  })

  it('an entry written today for an earlier day is dated that day and listed after newer ones', async () => {
    const db = open()
    await seedServerRecords(db, 'journalEntry', [
      entry({ id: '01890000-0000-7000-8000-000000000002', date: new Date().toISOString(), notes: 'Written today' }),
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'Add Entry' }))
    const dateField = screen.getByLabelText('Date') as HTMLInputElement
    expect(dateField.value).toBe(localDay(new Date()))
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000)
    fireEvent.change(dateField, { target: { value: localDay(threeDaysAgo) } })
    fillNewEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))
    expect(await within(toastRegion()).findByText('Journal Entry Saved')).toBeTruthy()

    const stored = (await listRecords<{ notes: string; date: string }>(db, 'journalEntry')).find(
      (e) => e.notes === 'Night shift went fine'
    )!
    expect(localDay(new Date(stored.date))).toBe(localDay(threeDaysAgo))
    const [create] = await db.outbox.toArray()
    expect(create.patch).toMatchObject({ date: stored.date })
    // Newest first: the entry written for three days ago comes after today's.
    await waitFor(() => {
      const notes = screen.getAllByRole('article').map((card) => (within(card).queryByText('Written today') ? 'today' : 'back-dated'))
      expect(notes).toEqual(['today', 'back-dated'])
    })
  })

  it('a new entry left on today sends no date (the moment it is made stands); a future day is refused', async () => {
    const db = open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Entry' }))
    fillNewEntry()
    const tomorrow = new Date(Date.now() + 2 * 86_400_000)
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: localDay(tomorrow) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))
    expect(await screen.findByText('The date cannot be in the future')).toBeTruthy()
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true')
    expect(await db.outbox.count()).toBe(0)

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: localDay(new Date()) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))
    expect(await within(toastRegion()).findByText('Journal Entry Saved')).toBeTruthy()
    const [create] = await db.outbox.toArray()
    expect(create.patch?.date).toBeUndefined()
  })

  it('moving an entry to another day in the edit dialog sends only its new date', async () => {
    const db = open()
    await seedServerRecords(db, 'journalEntry', [
      entry({ id: '01890000-0000-7000-8000-000000000003', date: '2026-11-01T08:00:00.000Z', notes: 'Old entry' }),
    ])
    fireEvent.click(await screen.findByRole('button', { name: /^Edit entry from/ }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Journal Entry' })
    const dateField = within(dialog).getByLabelText('Date') as HTMLInputElement
    expect(dateField.value).toBe(localDay(new Date('2026-11-01T08:00:00.000Z')))
    fireEvent.change(dateField, { target: { value: '2026-10-30' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(async () => expect(await db.outbox.count()).toBe(1))
    const [patch] = await db.outbox.toArray()
    expect(Object.keys(patch.patch!)).toEqual(['date'])
    expect(localDay(new Date(patch.patch!.date as string))).toBe('2026-10-30')
  })

  it('deletes an entry after confirming', async () => {
    const db = open()
    await seedServerRecords(db, 'journalEntry', [
      entry({ id: '01890000-0000-7000-8000-000000000001', date: '2026-11-01T08:00:00.000Z', notes: 'Old entry' }),
    ])
    fireEvent.click(await screen.findByRole('button', { name: /^Delete entry from/ }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('heading', { name: 'No Journal Entries Yet' })).toBeTruthy()
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['delete'])
  })

  it('a conflict copy says so; keeping it deletes the original, discarding deletes the copy', async () => {
    const db = open()
    const originalId = '01890000-0000-7000-8000-00000000000a'
    const copyId = '01890000-0000-7000-8000-00000000000b'
    await seedServerRecords(db, 'journalEntry', [
      entry({ id: originalId, date: '2026-11-01T08:00:00.000Z', notes: 'Written on the phone' }),
      entry({ id: copyId, date: '2026-11-01T08:05:00.000Z', notes: 'Written on the laptop', conflictOf: originalId }),
    ])
    const copy = (await screen.findByText('Written on the laptop')).closest('article')!
    // The original is read by id (a second live query), so the notice may follow the card.
    expect(await within(copy).findByText('Conflict copy')).toBeTruthy()
    expect(within((await screen.findByText('Written on the phone')).closest('article')!).queryByText('Conflict copy')).toBeNull()

    fireEvent.click(within(copy).getByRole('button', { name: 'Keep this one' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete other version' }))
    await waitFor(() => expect(screen.queryByText('Written on the phone')).toBeNull())
    expect(screen.getByText('Written on the laptop')).toBeTruthy()
    // The original's live query by id may answer after the list's (see above).
    await waitFor(() => expect(screen.queryByText('Conflict copy')).toBeNull())
    expect((await db.outbox.toArray()).map((e) => [e.op, e.entityId])).toEqual([['delete', originalId]])
  })

  it('discarding a conflict copy keeps the original', async () => {
    const db = open()
    const originalId = '01890000-0000-7000-8000-00000000000c'
    await seedServerRecords(db, 'journalEntry', [
      entry({ id: originalId, date: '2026-11-01T08:00:00.000Z', notes: 'Original text' }),
      entry({ id: '01890000-0000-7000-8000-00000000000d', date: '2026-11-01T08:05:00.000Z', notes: 'Copy text', conflictOf: originalId }),
    ])
    fireEvent.click(await screen.findByRole('button', { name: 'Discard this copy' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard copy' }))
    await waitFor(() => expect(screen.queryByText('Copy text')).toBeNull())
    expect(screen.getByText('Original text')).toBeTruthy()
  })

  it('a full device is reported in a destructive toast and the form keeps what was typed', async () => {
    const db = open()
    vi.spyOn(db.outbox, 'add').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Add Entry' }))
    fillNewEntry()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Entry' })))

    expect(await within(toastRegion()).findByText(STORAGE_FULL_MESSAGE)).toBeTruthy()
    expect(within(toastRegion()).getByText('Error')).toBeTruthy()
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Night shift went fine')
    expect(await db.tableFor('journalEntry').count()).toBe(0)
  })
})

describe('a long journal (ADR 0045: a page at a time)', () => {
  const DAY = 86_400_000
  const start = Date.parse('2024-01-01T08:00:00.000Z')
  /** Entry n (1 = oldest) is dated n days after the start, so a bigger n is newer. */
  const idOf = (n: number) => `01890000-0000-7000-8000-${String(n).padStart(12, '0')}`
  const numbered = (n: number) =>
    entry({
      id: idOf(n),
      date: new Date(start + n * DAY).toISOString(),
      notes: `Entry ${n}`,
    })
  const shownNotes = () =>
    screen.getAllByRole('article').map((card) => within(card).getByText(/^(Entry \d+|Night shift went fine|Copy of entry 2)$/).textContent)
  const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `Entry ${from - i}`)
  /** A new database holding entries 1 … count, as if pulled from the server. */
  async function seedNumbered(count: number) {
    db = newUserDatabase()
    await seedServerRecords(
      db,
      'journalEntry',
      Array.from({ length: count }, (_, i) => numbered(i + 1))
    )
  }

  it('shows the newest 25, and Show more adds the next 25 in order and focuses the first of them', async () => {
    await seedNumbered(60)
    renderWithDb(<JournalPage />, db)
    await screen.findByText('Entry 60')
    expect(shownNotes()).toEqual(newestFirst(60, 36))

    fireEvent.click(screen.getByRole('button', { name: 'Show more entries' }))
    await waitFor(() => expect(shownNotes()).toEqual(newestFirst(60, 11)))
    // The first entry of the new page (its heading, the date) has the focus.
    await waitFor(() => expect(document.activeElement?.closest('article')).toBe(screen.getByText('Entry 35').closest('article')))
    expect(document.activeElement?.tagName).toBe('H3')

    fireEvent.click(screen.getByRole('button', { name: 'Show more entries' }))
    await waitFor(() => expect(shownNotes()).toEqual(newestFirst(60, 1)))
    expect(screen.queryByRole('button', { name: 'Show more entries' })).toBeNull()
  })

  it('coming back to the same place (Back, a reload) shows as many entries as before, so the scroll position can be restored', async () => {
    await seedNumbered(60)
    renderWithDb(<JournalPage />, db)
    fireEvent.click(await screen.findByRole('button', { name: 'Show more entries' }))
    await waitFor(() => expect(shownNotes()).toHaveLength(50))
    cleanup()

    renderWithDb(<JournalPage />, db)
    await screen.findByText('Entry 60')
    await waitFor(() => expect(shownNotes()).toEqual(newestFirst(60, 11)))
  })

  it('an entry saved between pages shows on top, and Show more then skips nothing and repeats nothing', async () => {
    await seedNumbered(30)
    renderWithDb(<JournalPage />, db)
    await screen.findByText('Entry 30')
    expect(shownNotes()).toEqual(newestFirst(30, 6))

    fireEvent.click(screen.getByRole('button', { name: 'Add Entry' }))
    fillNewEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))
    await waitFor(() => expect(shownNotes()).toEqual(['Night shift went fine', ...newestFirst(30, 7)]))

    fireEvent.click(screen.getByRole('button', { name: 'Show more entries' }))
    await waitFor(() => expect(shownNotes()).toEqual(['Night shift went fine', ...newestFirst(30, 1)]))
    expect(screen.queryByRole('button', { name: 'Show more entries' })).toBeNull()
  })

  it('deleted entries are not counted in a page, and a conflict copy finds its original on a later page', async () => {
    db = newUserDatabase()
    const originalId = idOf(2)
    await seedServerRecords(db, 'journalEntry', [
      ...Array.from({ length: 40 }, (_, i) => numbered(i + 1)),
      { ...numbered(41), notes: 'Copy of entry 2', conflictOf: originalId },
    ])
    // Entries 39 and 40 were deleted here; the delete waits for the server (the rows stay marked).
    await db
      .tableFor('journalEntry')
      .where('id')
      .anyOf([idOf(39), idOf(40)])
      .modify({ _deleted: 1 })
    renderWithDb(<JournalPage />, db)

    const copy = (await screen.findByText('Copy of entry 2')).closest('article')!
    expect(await within(copy).findByRole('note', { name: 'Conflict copy' })).toBeTruthy()
    expect(screen.queryByText('Entry 2')).toBeNull()
    expect(shownNotes()).toEqual(['Copy of entry 2', ...newestFirst(38, 15)])
  })
})

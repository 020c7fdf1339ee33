// The admin Supplements tab against the real API process (its own SQLite database, seeded from
// the knowledge-base files), as an administrator uses it: the counts, adding a supplement with
// the server's field errors, finding it in the list, and a CSV preview that refuses to apply.
import 'fake-indexeddb/auto'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApiServer, type ApiServer } from '../../../../test-support/api-server'
import type { UserDatabase } from '../../../db/database'
import { signedUpAdmin } from '../../../testing/admin-server'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../../testing/render-with-db'
import { SupplementsTab } from '../supplements-tab'

configure({ asyncUtilTimeout: 10_000 })

let server: ApiServer
let db: UserDatabase | undefined

beforeAll(async () => {
  server = await startApiServer()
}, 90_000)

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await server?.dispose()
})

async function show() {
  const admin = await signedUpAdmin(server)
  admin.browser.openPage()
  vi.stubGlobal('fetch', admin.browser.pageFetch)
  db = newUserDatabase()
  renderWithDb(<SupplementsTab />, db)
  await screen.findByRole('group', { name: 'Active Supplements' })
  return admin
}

/** A field's label starts with its name (a required one ends in a marker). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)

const fieldError = (label: string) => {
  const control = screen.getByLabelText(labelled(label))
  const id = control.getAttribute('aria-describedby')?.split(' ')[0]
  return id ? document.getElementById(id)?.textContent : undefined
}

describe('Admin Supplements tab against the real API', () => {
  it('counts the catalogue and adds a supplement, with the server’s source check under Sources', async () => {
    await show()
    const active = screen.getByRole('group', { name: 'Active Supplements' })
    await waitFor(() => expect(within(active).getByText(/^\d+$/).textContent).not.toBe('0'))
    expect(
      within(screen.getByRole('group', { name: 'Pending Review' })).getByText(/awaiting a specific source: Glycine, L-Theanine/)
    ).toBeTruthy()
    const version = screen.getByText(/^Reference data version /).textContent

    fireEvent.click(screen.getByRole('button', { name: 'Add Supplement' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Supplement' })
    const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(labelled(label)), { target: { value } })
    fill('Slug', 'sea-buckthorn-oil')
    fill('Name', 'Sea Buckthorn Oil')
    fill('Description', 'An oil pressed from sea buckthorn berries and seeds.')
    fill('Benefits', 'Supplies omega-7 fatty acids')
    fill('Dosage', '1–2 g daily')
    fill('Timing', 'With a meal')
    fill('Price (cents per month)', '1299')
    fill('Research', 'Small trials only; evidence for dry eye is mixed.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save supplement' }))
    await waitFor(() => expect(fieldError('Sources')).toMatch(/At least one source is required/))

    fill('Sources', 'Search | NIH | https://ods.od.nih.gov/search.aspx?query=buckthorn')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save supplement' }))
    await waitFor(() => expect(fieldError('Sources')).toMatch(/is a search, not a document/))

    fill('Sources', 'Sea buckthorn | NCCIH | https://www.nccih.nih.gov/health/sea-buckthorn')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save supplement' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(screen.getByText(/^Reference data version /).textContent).not.toBe(version))

    fireEvent.change(screen.getByLabelText('Search supplements'), { target: { value: 'buckthorn' } })
    const row = await screen.findByRole('rowheader', { name: /Sea Buckthorn Oil/ })
    expect(within(row.closest('tr')!).getByText('Edited by an admin')).toBeTruthy()

    // Opening Edit shows what was stored.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Sea Buckthorn Oil' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Supplement' })
    await waitFor(() => expect((within(edit).getByLabelText(labelled('Dosage')) as HTMLInputElement).value).toBe('1–2 g daily'))
  })

  it('Import CSV previews each row with its problem and does not let a file with problems be applied', async () => {
    await show()
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' })
    fireEvent.click(within(dialog).getByLabelText('Interactions'))
    const source = JSON.stringify([
      { title: 'Vitamin K fact sheet', publisher: 'NIH ODS', url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/' },
    ]).replace(/"/g, '""')
    const csv =
      'medication,supplement,severity,description,recommendation,evidence,sources\r\n' +
      `Warfarin,Unicorn Dust,major,Made up.,Avoid the combination.,established,"${source}"\r\n`
    const file = new File([csv], 'interactions.csv', { type: 'text/csv' })
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } })
    await within(dialog).findByText(/0 to add, 0 to change, 0 unchanged, 1 with problems/)
    expect(within(dialog).getByText(/unknown supplement "Unicorn Dust"/)).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true)
  })
  it('Import CSV applies a corrected catalogue file as a new version', async () => {
    const admin = await show()
    const version = (await screen.findByText(/^Reference data version /)).textContent
    const exported = await (await admin.browser.fetch('/api/admin/catalogue/export/supplements')).text()
    const [header, first, ...rest] = exported.split('\r\n')
    const columns = header!.split(',')
    // The first supplement's price, one cent up (its own cell; the CSV quotes only cells that need it).
    const cells = first!
      .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
      .map((cell) => cell.replace(/,$/, ''))
      .slice(0, columns.length)
    const price = columns.indexOf('priceCents')
    cells[price] = String(Number(cells[price]) + 1)
    const csv = [header, cells.join(','), ...rest].join('\r\n')

    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import CSV' })
    const file = new File([csv], 'supplements.csv', { type: 'text/csv' })
    fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } })
    await within(dialog).findByText(/^0 to add, 1 to change, \d+ unchanged, 0 with problems\.$/)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await screen.findByText(/^0 added, 1 changed\. Reference data is now version /)
    await waitFor(() => expect(screen.getByText(/^Reference data version /).textContent).not.toBe(version))
  })
})

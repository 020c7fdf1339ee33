// /settings against the real API process (its own SQLite database): profile, password, devices,
// time zone, export and deletion, as a person uses them. `SameOriginBrowser` plays the browser
// (see shopping-page.test.tsx). The app's part when the session ends (stop sync, wipe the local
// database, go to the landing page: app/settings-route.tsx) is a recorded stand-in here; the
// e2e test (e2e/settings.spec.js) runs the real one.
import 'fake-indexeddb/auto'
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_MESSAGES, exportFileName, reminderSettingsId } from '@dosewise/sync-protocol'
import { startApiServer, type ApiServer } from '../../../test-support/api-server'
import { SameOriginBrowser } from '../../../test-support/same-origin-browser'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { SessionProvider } from '../../lib/session'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { DeleteAccountSection } from './delete-account-section'
import { SettingsPage, type SessionEnding } from './settings-page'

configure({ asyncUtilTimeout: 5000 })

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const PASSWORD = 'correct horse battery'

let server: ApiServer
let db: UserDatabase | undefined

beforeAll(async () => {
  server = await startApiServer()
}, 90_000)

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.cookie = 'dosewise_auth=; max-age=0; path=/'
  localStorage.clear()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

afterAll(async () => {
  await server?.dispose()
})

interface Person {
  browser: SameOriginBrowser
  email: string
}

async function signedUp(firstName: string): Promise<Person> {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn(firstName)
  const { email } = await (await browser.fetch('/api/auth/user')).json()
  return { browser, email }
}

/** The same person signing in on another browser, which says it is `userAgent`. */
async function signInElsewhere(email: string, userAgent: string) {
  const other = new SameOriginBrowser(server.url)
  await other.fetch('/api/auth/csrf')
  const answer = await other.fetch('/api/auth/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': userAgent,
      'x-xsrf-token': decodeURIComponent(other.cookies.get('XSRF-TOKEN')!),
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (answer.status !== 200) throw new Error(`sign-in elsewhere: ${answer.status}`)
  return other
}

const statusOf = async (browser: SameOriginBrowser, path = '/api/auth/user') => (await browser.fetch(path)).status

/** What the app would do when the session ends, recorded. */
function recordedEnding() {
  const calls: string[] = []
  const ending: SessionEnding = {
    async run(request) {
      calls.push('sync stopped')
      await request()
    },
    async leave(title) {
      calls.push(`left: ${title}`)
    },
  }
  return { ending, calls }
}

async function show(person: Person, { ending = recordedEnding().ending, database = newUserDatabase() } = {}) {
  person.browser.openPage()
  vi.stubGlobal('fetch', person.browser.pageFetch)
  document.cookie = 'dosewise_auth=1; path=/'
  db = database
  renderWithDb(
    <SessionProvider>
      <SettingsPage ending={ending} />
    </SessionProvider>,
    db
  )
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
}

const section = (name: string) => screen.getByRole('region', { name })
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('Settings against the real API', () => {
  it('Profile: the email shows unverified; a new name is saved on the server and shown', async () => {
    const person = await signedUp('Nora')
    await show(person)
    const profile = section('Profile')
    expect(within(profile).getByText(person.email)).toBeTruthy()
    expect(within(profile).getByText('Not verified')).toBeTruthy()

    const first = within(profile).getByLabelText('First name') as HTMLInputElement
    await waitFor(() => expect(first.value).toBe('Nora'))
    fireEvent.change(first, { target: { value: 'Eleanor' } })
    fireEvent.change(within(profile).getByLabelText('Last name'), { target: { value: 'Roosevelt' } })
    fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }))

    expect(await within(toastRegion()).findByText(ACCOUNT_MESSAGES.profileSaved)).toBeTruthy()
    const user = await (await person.browser.fetch('/api/auth/user')).json()
    expect([user.firstName, user.lastName]).toEqual(['Eleanor', 'Roosevelt'])
  }, 30_000)

  it('Password: a wrong current password is said under its field; the right one keeps this device and signs the other out', async () => {
    const person = await signedUp('Pia')
    const phone = await signInElsewhere(person.email, PHONE)
    await show(person)
    const devices = section('Devices')
    expect(await within(devices).findByText('Chrome on Android')).toBeTruthy()

    const password = section('Password')
    const fill = (current: string, next: string, confirm: string) => {
      fireEvent.change(within(password).getByLabelText(/Current password/), { target: { value: current } })
      fireEvent.change(within(password).getByLabelText(/^New password/), { target: { value: next } })
      fireEvent.change(within(password).getByLabelText(/Confirm new password/), { target: { value: confirm } })
      fireEvent.click(within(password).getByRole('button', { name: 'Change password' }))
    }

    fill(PASSWORD, 'a new secret 1', 'a new secret 2')
    expect(await within(password).findByText('Passwords do not match.')).toBeTruthy()

    fill('not my password', 'a new secret 1', 'a new secret 1')
    expect(await within(password).findByText('Your current password is not correct.')).toBeTruthy()
    expect(await statusOf(phone)).toBe(200)

    fill(PASSWORD, 'a new secret 1', 'a new secret 1')
    expect(await within(toastRegion()).findByText('Password changed')).toBeTruthy()
    expect((within(password).getByLabelText(/Current password/) as HTMLInputElement).value).toBe('')
    expect(await statusOf(phone)).toBe(401)
    expect(await statusOf(person.browser)).toBe(200)
    await waitFor(() => expect(within(devices).queryByText('Chrome on Android')).toBeNull())
  }, 30_000)

  it('Devices: this device is marked; signing the phone out ends its session and takes it off the list', async () => {
    const person = await signedUp('Quinn')
    const phone = await signInElsewhere(person.email, PHONE)
    await show(person)
    const list = await within(section('Devices')).findByRole('list', { name: 'Signed-in devices' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const [here, other] = within(list).getAllByRole('listitem')
    expect(within(here!).getByText('This device')).toBeTruthy()
    expect(within(here!).queryByRole('button')).toBeNull()
    expect(within(other!).getByText('Chrome on Android')).toBeTruthy()

    fireEvent.click(within(other!).getByRole('button', { name: /^Sign out Chrome on Android/ }))
    expect(await within(toastRegion()).findByText(ACCOUNT_MESSAGES.deviceSignedOut)).toBeTruthy()
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(await statusOf(phone)).toBe(401)
    expect(await statusOf(person.browser)).toBe(200)
  }, 30_000)

  it('Sign out everywhere asks first, says unsent changes go, then ends every session through the app', async () => {
    const person = await signedUp('Rosa')
    const phone = await signInElsewhere(person.email, PHONE)
    const { ending, calls } = recordedEnding()
    const database = newUserDatabase()
    await createRecord(database, 'journalEntry', { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', notes: 'unsent' })
    await show(person, { ending, database })

    fireEvent.click(within(section('Devices')).getByRole('button', { name: 'Sign out everywhere' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' })
    await waitFor(() => expect(dialog.textContent).toContain("1 change on this device hasn't been sent yet and will be deleted from it."))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))

    await waitFor(() => expect(calls).toEqual(['sync stopped', 'left: You have been signed out on every device']))
    expect(await statusOf(person.browser)).toBe(401)
    expect(await statusOf(phone)).toBe(401)
  }, 30_000)

  it('Time zone: saved on this device and queued to sync — offline too — while the server sections say they need a connection', async () => {
    const person = await signedUp('Sami')
    await show(person)
    setOnline(false)

    expect(within(section('Profile')).getByText(/Changing your name needs a connection/)).toBeTruthy()
    expect(within(section('Password')).getByText(/Changing your password needs a connection/)).toBeTruthy()
    expect(within(section('Your data')).getByText(/Exporting your data needs a connection/)).toBeTruthy()
    expect(within(section('Delete account')).getByText(/Deleting your account needs a connection/)).toBeTruthy()
    expect((within(section('Your data')).getByRole('button', { name: 'Export my data' }) as HTMLButtonElement).disabled).toBe(true)
    expect((within(section('Devices')).getByRole('button', { name: 'Sign out everywhere' }) as HTMLButtonElement).disabled).toBe(true)

    const zone = section('Time zone')
    const select = (await within(zone).findByLabelText('Time zone')) as HTMLSelectElement
    expect(select.value).toBe('')
    expect(select.options[0]!.textContent).toBe(`This device’s time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone})`)
    fireEvent.change(select, { target: { value: 'Asia/Tokyo' } })
    fireEvent.click(within(zone).getByRole('button', { name: 'Save time zone' }))

    expect(await within(toastRegion()).findByText('Time zone saved')).toBeTruthy()
    const id = reminderSettingsId(db!.userId)
    expect((await db!.tableFor('reminderSettings').get(id))?.data.timeZone).toBe('Asia/Tokyo')
    expect((await db!.outbox.toArray()).map((entry) => [entry.entity, entry.entityId, entry.patch?.timeZone])).toEqual([
      ['reminderSettings', id, 'Asia/Tokyo'],
    ])
  }, 30_000)

  it('Export my data: the server’s zip is handed to the browser under its name', async () => {
    const person = await signedUp('Tove')
    await person.browser.send('POST', '/api/journal', { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', notes: 'Export me' })
    await show(person)
    const saved: Blob[] = []
    // jsdom has no object URLs: the blob handed to the browser is kept instead.
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:export'), revokeObjectURL: () => {} })
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })

    const yourData = section('Your data')
    fireEvent.click(within(yourData).getByRole('button', { name: 'Export my data' }))
    expect(await within(yourData).findByText(`Downloaded ${exportFileName()}.`)).toBeTruthy()
    expect(clicked).toEqual([exportFileName()])
    const bytes = await bytesOf(saved[0]!)
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('PK\u0003\u0004')
    // File names sit uncompressed in a zip's directory.
    const text = new TextDecoder('latin1').decode(bytes)
    for (const name of ['README.txt', 'account.json', 'journal_entries.json', 'journal_entries.csv']) expect(text).toContain(name)
  }, 30_000)

  it('Delete account: warns about unsent changes, refuses a wrong password, then deletes on the server and leaves', async () => {
    const person = await signedUp('Uma')
    const { ending, calls } = recordedEnding()
    const database = newUserDatabase()
    await createRecord(database, 'journalEntry', { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', notes: 'never sent' })
    await show(person, { ending, database })

    const danger = section('Delete account')
    const open = within(danger).getByRole('button', { name: 'Delete account…' })
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(open)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await waitFor(() =>
      expect(within(dialog).getByText(/1 change on this device hasn't been sent yet/).textContent).toContain(ACCOUNT_MESSAGES.unsentLost)
    )

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'not it' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText('Your current password is not correct.')).toBeTruthy()
    expect(await statusOf(person.browser)).toBe(200)

    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: PASSWORD } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(calls).toContain(`left: ${ACCOUNT_MESSAGES.deleted}`))
    expect(await statusOf(person.browser)).toBe(401)
    const again = new SameOriginBrowser(server.url)
    await again.fetch('/api/auth/csrf')
    const login = await again.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(again.cookies.get('XSRF-TOKEN')!) },
      body: JSON.stringify({ email: person.email, password: PASSWORD }),
    })
    expect(login.status).toBe(401)
  }, 30_000)
})

describe('Delete account for an account without a password', () => {
  const overview = (signedInAt: string | null) => ({ hasPassword: false, providers: ['github' as const], signedInAt })

  it('signed in a while ago: sends the person to sign in again with their provider, back to /settings', async () => {
    const { ending, calls } = recordedEnding()
    db = renderWithDb(
      <DeleteAccountSection overview={overview(new Date(Date.now() - 11 * 60_000).toISOString())} online ending={ending} />
    ).db
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    expect(within(dialog).getByText(new RegExp(ACCOUNT_MESSAGES.reauthenticate))).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Sign in again with GitHub' }).getAttribute('href')).toBe(
      '/auth/github?returnTo=%2Fsettings'
    )
    expect(within(dialog).queryByRole('button', { name: 'Delete my account' })).toBeNull()
    expect(calls).toEqual([])
  })

  it('just signed in: asks for no password, only the confirmation', async () => {
    const { ending } = recordedEnding()
    db = renderWithDb(<DeleteAccountSection overview={overview(new Date().toISOString())} online ending={ending} />).db
    fireEvent.click(screen.getByRole('button', { name: 'Delete account…' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    expect(within(dialog).queryByLabelText(/password/i)).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeTruthy()
  })
})

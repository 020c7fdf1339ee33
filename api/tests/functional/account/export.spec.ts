/**
 * GET /api/account/export: a zip with README.txt, account.json and, for every table that holds
 * a person's rows (read from the migrated schema, so a table added later must appear too), the
 * rows as JSON and as formula-escaped CSV; no password hash, token, push key or session id; and
 * nothing of anyone else.
 */
import { test } from '@japa/runner'
import Papa from 'papaparse'
import { strFromU8, unzipSync } from 'fflate'
import db from '@adonisjs/lucid/services/db'
import { exportFileName } from '@dosewise/sync-protocol'
import { tablesWithUserId } from '#services/account/user_tables'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { deleteAccountData } from '#services/account/delete_account'
import { Browser, baseUrl, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { JOURNAL_NOTE, fillAccount } from '#tests/functional/account/account_data'

/** The tables the app lets a person write to (the export must hold a row of each). */
const MADE_BY_THE_PERSON = [
  'journal_entries',
  'lab_results',
  'prescriptions',
  'healthcare_providers',
  'reminder_settings',
  'notifications',
  'assessments',
  'supplement_stack_items',
  'dose_logs',
  'progress_tracking',
  'ai_insights',
  'supplement_orders',
  'subscriptions',
  'supplement_reviews',
  'push_subscriptions',
  'sessions',
  'sync_clients',
]

async function download(browser: Browser) {
  const response = await fetch(`${baseUrl()}/api/account/export`, { headers: { cookie: browser.cookieHeader() } })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes }
}

test.group('Account: data export', (group) => {
  const people: number[] = []
  group.setup(async () => {
    await loadReferenceData()
    // Leave no rows pointing at the catalogue behind for suites that reload it.
    return async () => {
      for (const id of people) await deleteAccountData(id)
    }
  })
  group.each.setup(() => resetRateLimits())

  test('every table of the person is in the zip as JSON and CSV, with their rows and no secrets', async ({ assert }) => {
    const { browser, email, password } = await signedInBrowser()
    const { browser: stranger, email: strangerEmail } = await signedInBrowser()
    const userId = await fillAccount(browser)
    people.push(userId, await fillAccount(stranger))

    const { response, bytes } = await download(browser)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'application/zip')
    assert.equal(response.headers.get('content-disposition'), `attachment; filename="${exportFileName()}"`)
    assert.equal(response.headers.get('cache-control'), 'no-store')

    const files = unzipSync(bytes)
    const text = (name: string) => strFromU8(files[name])
    const tables = (await tablesWithUserId()).filter((t) => t !== 'users')
    const expected = ['README.txt', 'account.json', ...tables.flatMap((t) => [`${t}.json`, `${t}.csv`])].sort()
    assert.deepEqual(Object.keys(files).sort(), expected)
    for (const table of tables) assert.include(text('README.txt'), `${table}.json, ${table}.csv:`)

    for (const table of MADE_BY_THE_PERSON) {
      const rows = JSON.parse(text(`${table}.json`))
      assert.isAbove(rows.length, 0, `${table}.json has the person's rows`)
      const csv = Papa.parse<string[]>(text(`${table}.csv`).trim(), { newline: '\r\n' }).data
      assert.lengthOf(csv, rows.length + 1, `${table}.csv has a header and the same rows`)
      for (const row of rows) if ('user_id' in row) assert.equal(Number(row.user_id), userId)
    }

    const account = JSON.parse(text('account.json'))
    assert.include(account, { id: userId, email, firstName: 'Ada', lastName: 'Lovelace' })

    const [entry] = JSON.parse(text('journal_entries.json'))
    assert.equal(entry.notes, JOURNAL_NOTE)
    assert.deepEqual(entry.supplements_taken, ['Magnesium Glycinate'])
    const [header, row] = Papa.parse<string[]>(text('journal_entries.csv').trim(), { newline: '\r\n' }).data
    assert.equal(row[header.indexOf('notes')], `'${JOURNAL_NOTE}`)

    // Sessions are the devices list, not session ids or data.
    assert.deepEqual(Object.keys(JSON.parse(text('sessions.json'))[0]).sort(), ['current', 'device', 'lastActiveAt', 'signedInAt'])

    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n')
    const { password: hash } = await db.from('users').where('id', userId).select('password').first()
    for (const secret of [
      hash,
      password,
      'secretauth',
      'BPublicKey',
      'https://127.0.0.1/push/',
      browser.cookies.get('dosewise-session')!,
    ]) {
      assert.notInclude(everything, secret)
    }
    assert.notInclude(everything, strangerEmail)
    const strangerId = people[1]
    for (const table of MADE_BY_THE_PERSON) {
      for (const r of JSON.parse(text(`${table}.json`))) if ('user_id' in r) assert.notEqual(Number(r.user_id), strangerId)
    }
  })

  test('signed out, the export is a 401 and no file', async ({ assert }) => {
    const response = await fetch(`${baseUrl()}/api/account/export`, { headers: { accept: 'application/json' } })
    assert.equal(response.status, 401)
    assert.notEqual(response.headers.get('content-type'), 'application/zip')
  })
})

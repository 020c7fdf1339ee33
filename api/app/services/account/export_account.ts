/**
 * The person's data as a zip (GET /api/account/export): README.txt saying what each file is,
 * account.json (the current-user fields — never the password hash or a mail token), and for
 * every table that holds rows of theirs (read from the schema, as deletion does:
 * user_tables.ts) `<table>.json` with all their rows and `<table>.csv` with the same rows,
 * formula-escaped (sync-protocol's toCsv).
 *
 * Left out as secrets, by column name, in every table: passwords, tokens, a push subscription's
 * endpoint and keys (whoever holds them can send to the device), a linked sign-in's provider
 * data (it holds the provider's tokens). The sessions table becomes the devices list (device,
 * signed in, last active): a session's id and data are what signs a browser in.
 *
 * Values are written as the app reads them: timestamps as ISO 8601 in UTC, and for synced
 * records lists, objects and yes/no fields as JSON lists, objects and booleans.
 */
import { strToU8, zipSync } from 'fflate'
import db from '@adonisjs/lucid/services/db'
import { SYNC_ENTITIES, exportFileName, type AccountSession } from '@dosewise/sync-protocol'
// A subpath of its own: papaparse stays out of the PWA's bundle of the contract.
import { toCsv } from '@dosewise/sync-protocol/account-export'
import type User from '#models/user'
import { serializeCurrentUser } from '#services/user_serializer'
import { ENTITY_TABLES, type ColumnKind } from '#services/sync/entity_tables'
import { fromDbBoolean, fromDbJsonObject, fromDbList, fromDbTimestamp } from '#services/sync/sql_values'
import { columnsOf, tablesWithUserId } from '#services/account/user_tables'

const SECRET_COLUMN = /(^|_)(password|token|secret)(_|$)|^(p256dh|auth|endpoint|provider_data)$/
const TIMESTAMP_COLUMN = /(_at|_expiry)$/

/** What a file holds, for README.txt; a table not named here gets a plain description. */
const DESCRIPTIONS: Record<string, string> = {
  journal_entries: 'Your journal: mood, energy, sleep, stress, notes and supplements taken each day.',
  lab_results: 'Your lab results.',
  prescriptions: 'Your prescriptions.',
  healthcare_providers: 'The healthcare providers you added.',
  appointments: 'Your appointments with your providers.',
  report_shares: 'The reports you emailed to a provider: to whom, which report and when.',
  reminder_settings: 'Your reminder settings, including your time zone.',
  notifications: 'The notifications the app sent you.',
  assessments: 'Your assessments: your answers and the plan made from them.',
  supplement_stack_items: 'The supplements in your stack, with dose and time.',
  dose_logs: 'Each dose you marked taken, skipped or snoozed.',
  progress_tracking: 'Your weekly check-ins.',
  ai_insights: 'The insights computed from your entries.',
  supplement_orders: 'Your supplement orders.',
  subscriptions: 'Your supplement subscriptions.',
  supplement_reviews: 'The supplement reviews you wrote.',
  push_subscriptions: 'The devices set to receive reminders (the time zone and when; not the delivery keys).',
  reminder_sends: 'Each reminder sent to you.',
  queue_dead_jobs: 'Mails and reminders to you that could not be sent after several tries: which, why and when.',
  sessions: 'The devices signed in to your account: device, when it signed in, when it was last used.',
  user_providers: 'The social sign-in accounts linked to yours (which provider; not its tokens).',
  affiliate_clicks: 'Your clicks on partner shop links.',
  affiliate_postbacks: 'What the partner shops reported about your orders (confirmed, shipped, delivered, cancelled).',
  sync_clients: 'The devices that sync with your account (their sync ids).',
  sync_user_states: "Your account's sync position.",
  forum_posts: 'Your forum posts.',
  forum_replies: 'Your forum replies.',
  forum_likes: 'The forum posts and replies you liked.',
  forum_reports: 'The forum posts and replies you reported, and why.',
  success_stories: 'Your success stories.',
  success_story_likes: 'The success stories you liked.',
  expert_qa_interests: 'Whether you asked to hear when Expert Q&A opens.',
  achievements: 'Your achievements.',
  progress_photos: 'Your progress photos (their details).',
  calendar_integrations: 'Your calendar connections.',
  health_app_integrations: 'Your health app connections.',
}

/** Column → kind, for the synced tables (how each value is read back). */
const KINDS = new Map<string, Map<string, ColumnKind>>(
  SYNC_ENTITIES.map((entity) => {
    const table = ENTITY_TABLES[entity]
    return [table.table, new Map([...table.fields, ...table.readOnly].map((c) => [c.column, c.kind]))]
  })
)

function readValue(table: string, column: string, value: unknown): unknown {
  if (value === null || value === undefined) return null
  const kind = KINDS.get(table)?.get(column)
  // The sync merge bookkeeping (when each field was last written, and by which device).
  if (column === 'field_meta') return fromDbJsonObject(value)
  if (kind === 'list') return fromDbList(value)
  if (kind === 'json') return fromDbJsonObject(value)
  if (kind === 'boolean') return fromDbBoolean(value)
  if (kind === 'timestamp' || TIMESTAMP_COLUMN.test(column) || value instanceof Date) return fromDbTimestamp(value) ?? String(value)
  if (typeof value === 'bigint') return value.toString()
  if (Buffer.isBuffer(value)) return null
  return value
}

async function rowsOf(table: string, userId: number, columns: string[]): Promise<Record<string, unknown>[]> {
  const query = db.from(table).where('user_id', String(userId)).select(columns)
  if (columns.includes('id')) query.orderBy('id')
  const rows = await query
  return rows.map((row: Record<string, unknown>) => Object.fromEntries(columns.map((c) => [c, readValue(table, c, row[c])])))
}

function readme(files: { name: string; about: string }[], now: Date): string {
  const lines = [
    'Your Dosewise data',
    '==================',
    '',
    `Exported ${now.toISOString()} (UTC).`,
    '',
    'Every record of yours the Dosewise server holds is in this archive. Each kind of record',
    'comes twice: as JSON (for programs) and as CSV (for spreadsheets). In the CSV files a',
    "cell that a spreadsheet would run as a formula starts with a ' so it shows as text.",
    'Times are in UTC. A record with a deleted_at time is one you deleted; it stays until the',
    'sync history no longer needs it.',
    '',
    'Not included: your password (only a one-way hash of it is stored), sign-in and email',
    'tokens, the keys that deliver reminders to your devices, and the ids of your sessions.',
    'What is only on your device and has not synced yet is not on the server, so not here.',
    '',
    'Files',
    '-----',
    '',
    'README.txt: this file.',
    'account.json: your account: email, username, name, whether your email is verified, when you joined.',
    ...files.map((f) => `${f.name}.json, ${f.name}.csv: ${f.about}`),
    '',
  ]
  return lines.join('\r\n')
}

export interface AccountExport {
  filename: string
  bytes: Uint8Array
}

/** The zip for `user`; `devices` is their devices list (GET /api/account/sessions). */
export async function buildAccountExport(user: User, devices: AccountSession[], now: Date = new Date()): Promise<AccountExport> {
  const files: Record<string, Uint8Array> = {}
  const listed: { name: string; about: string }[] = []
  const add = (name: string, rows: Record<string, unknown>[], columns: string[]) => {
    files[`${name}.json`] = strToU8(JSON.stringify(rows, null, 2))
    files[`${name}.csv`] = strToU8(toCsv(rows, columns))
    listed.push({ name, about: DESCRIPTIONS[name] ?? `Your rows of the ${name.replaceAll('_', ' ')} table.` })
  }

  for (const table of await tablesWithUserId()) {
    if (table === 'users') continue
    if (table === 'sessions') {
      const rows = devices.map(({ device, signedInAt, lastActiveAt, current }) => ({ device, signedInAt, lastActiveAt, current }))
      add(table, rows, ['device', 'signedInAt', 'lastActiveAt', 'current'])
      continue
    }
    const columns = (await columnsOf(table)).filter((column) => !SECRET_COLUMN.test(column))
    add(table, await rowsOf(table, user.id, columns), columns)
  }

  const account = { ...serializeCurrentUser(user), updatedAt: user.updatedAt?.toISO() ?? null }
  const zip = zipSync({
    'README.txt': strToU8(readme(listed, now)),
    'account.json': strToU8(JSON.stringify(account, null, 2)),
    ...files,
  })
  return { filename: exportFileName(now), bytes: zip }
}

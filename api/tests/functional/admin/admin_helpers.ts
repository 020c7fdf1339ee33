/** People for the administration tests: an admin (made as `user:promote` does) and others. */
import db from '@adonisjs/lucid/services/db'
import { signedInBrowser } from '#tests/helpers/browser'

export async function signedInAdmin(overrides: Record<string, unknown> = {}) {
  const person = await signedInBrowser({ firstName: 'Grace', lastName: 'Admin', ...overrides })
  const me = await person.browser.get('/api/auth/user')
  await db.from('users').where('id', me.body.id).update({ role: 'admin' })
  return { ...person, id: Number(me.body.id) }
}

export async function signedInPerson(overrides: Record<string, unknown> = {}) {
  const person = await signedInBrowser(overrides)
  const me = await person.browser.get('/api/auth/user')
  return { ...person, id: Number(me.body.id) }
}

/** The audit rows of one action, newest first. */
export async function auditRows(action: string, adminId: number) {
  const rows = await db.from('admin_audit_log').where({ action, user_id: adminId }).orderBy('id', 'desc')
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) }))
}

/**
 * Deleting one's own account (DELETE /api/account): the person proves it is them once more —
 * their password when the account has one; for an account made by social sign-in (no
 * password), a sign-in within the last REAUTH_WINDOW_MINUTES, or else a 403 telling them to
 * sign in again with one of their linked providers — and then every row of theirs goes
 * (delete_account.ts). Nothing is deleted when the proof fails.
 */
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { ACCOUNT_MESSAGES, CURRENT_PASSWORD_WRONG_MESSAGE, REAUTH_WINDOW_MINUTES } from '@dosewise/sync-protocol'
import type User from '#models/user'
import { DetailedException, ValidationFailedException } from '#exceptions/app_exceptions'
import { deleteAccountData } from '#services/account/delete_account'

export class ReauthenticateException extends DetailedException {
  constructor(providers: string[]) {
    super(ACCOUNT_MESSAGES.reauthenticate, { status: 403, code: 'E_REAUTHENTICATE' }, { providers })
  }
}

export async function linkedProviders(userId: number): Promise<string[]> {
  const rows = await db.from('user_providers').where('user_id', userId).select('provider').orderBy('id')
  return [...new Set(rows.map((r: { provider: string }) => r.provider))]
}

/** What /settings shows about the account's sign-in methods (GET /api/account). */
export async function accountOverview(user: User, signedInAt: number | null) {
  return {
    hasPassword: Boolean(user.password),
    providers: await linkedProviders(user.id),
    signedInAt: signedInAt === null ? null : new Date(signedInAt).toISOString(),
  }
}

/**
 * `signedInAt`: when this session signed in (epoch ms), null when the session does not know.
 */
export async function deleteOwnAccount(user: User, password: string | undefined, signedInAt: number | null, now = Date.now()) {
  if (user.password) {
    if (!password) throw new ValidationFailedException([{ field: 'password', message: ACCOUNT_MESSAGES.passwordRequired }])
    if (!(await hash.verify(user.password, password))) {
      throw new ValidationFailedException([{ field: 'password', message: CURRENT_PASSWORD_WRONG_MESSAGE }])
    }
  } else {
    const recent = signedInAt !== null && now - signedInAt <= REAUTH_WINDOW_MINUTES * 60_000 && signedInAt <= now
    if (!recent) throw new ReauthenticateException(await linkedProviders(user.id))
  }
  await deleteAccountData(user.id)
}

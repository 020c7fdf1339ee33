/**
 * The session guard's user provider, with one addition: the id a session stores is
 * `<userId>.<sessionEpoch>`, and a session whose epoch is not the user's current one finds no
 * user (→ 401). Bumping users.session_epoch therefore ends every session of that user at once,
 * in the database store, in Redis, or wherever a copy of a session lives (sessions_service.ts).
 */
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { SessionGuardUser } from '@adonisjs/auth/types/session'
import type User from '#models/user'

/** `12.3` → user 12 at epoch 3; a plain `12` (a session from before epochs) is epoch 0. */
export function parseSessionIdentifier(identifier: string | number): { id: number; epoch: number } | null {
  const match = /^([1-9][0-9]{0,9})(?:\.([0-9]{1,10}))?$/.exec(String(identifier))
  return match ? { id: Number(match[1]), epoch: Number(match[2] ?? 0) } : null
}

export default class EpochUserProvider extends SessionLucidUserProvider<typeof User> {
  async createUserForGuard(user: User): Promise<SessionGuardUser<User>> {
    const guardUser = await super.createUserForGuard(user)
    return { ...guardUser, getId: () => `${guardUser.getId()}.${user.sessionEpoch ?? 0}` }
  }

  async findById(identifier: string | number | bigint): Promise<SessionGuardUser<User> | null> {
    const parsed = parseSessionIdentifier(String(identifier))
    if (!parsed) return null
    const found = await super.findById(parsed.id)
    if (!found || (found.getOriginal().sessionEpoch ?? 0) !== parsed.epoch) return null
    // A suspended account has no sessions (ADR 0034), even one its epoch would still allow.
    if (found.getOriginal().suspendedAt) return null
    return this.createUserForGuard(found.getOriginal())
  }
}

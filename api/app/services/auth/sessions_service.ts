/**
 * Ending sessions (signing in, which needs the request, is app/http/sign_in.ts). Every session is tagged with its user in the store (the
 * `sessions.user_id` column, or a Redis set), so a user's sessions can be found and deleted;
 * what actually ends them is the user's session epoch (epoch_user_provider.ts): bumped, it
 * makes every session signed in before it worthless, even a copy the store still holds.
 */
import { SESSION_STORE } from '#config/session'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import User from '#models/user'

/** Deletes the stored sessions tagged with this user (moving the epoch has already ended them). */
export async function forgetStoredSessions(userId: number) {
  const store = SESSION_STORE
  if (store === 'database') {
    await db.from('sessions').where('user_id', String(userId)).delete()
  } else if (store === 'redis') {
    const connection = redis.connection('main')
    const tagKey = `session_tag:${userId}`
    const ids = await connection.smembers(tagKey)
    if (ids.length > 0) await connection.del(...ids)
    await connection.del(tagKey)
  }
}

/**
 * Ends every session of the user, on every device: saves `user` with its epoch moved on, in
 * the same statement as any other change the caller made to it (a new password ends the old
 * sessions atomically), then deletes the stored sessions.
 */
export async function endAllSessions(user: User) {
  moveSessionEpoch(user)
  await user.save()
  await forgetStoredSessions(user.id)
}

/** Marks every session signed in so far as ended, once `user` is saved. */
export function moveSessionEpoch(user: User) {
  user.sessionEpoch = (user.sessionEpoch ?? 0) + 1
}

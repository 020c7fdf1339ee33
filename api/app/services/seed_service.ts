/**
 * Idempotent seed run on every start: reference data and, outside production, the demo account.
 * Running it twice changes nothing.
 */
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { loadReferenceData, type LoadResult } from '#services/reference_data/reference_loader'
import { ReferenceDataInvalidError } from '#services/reference_data/validator'

export const DEMO_ACCOUNT = {
  email: 'demo@dosewise.app',
  password: 'dosewise-demo',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
}

/**
 * Notifications the demo account was once seeded with, which no data of its supported (issue 13:
 * notifications come from real events only). Removed from a database that still has them.
 */
const RETIRED_DEMO_TITLES = ['Time for your evening magnesium', 'Check an interaction before your next dose', 'Seven days of journaling!']

/** Idempotent: removes the retired demo notifications, if any are left. */
export async function removeRetiredDemoNotifications(userId: number) {
  await db.from('notifications').where('user_id', userId).whereIn('title', RETIRED_DEMO_TITLES).delete()
}

/**
 * Reference data from database/data. Invalid files are not seeded (the database keeps the last
 * good version and the server still starts); the problems are returned for the log.
 */
async function seedReference(): Promise<LoadResult | { problems: string[] }> {
  try {
    return await loadReferenceData()
  } catch (error) {
    if (error instanceof ReferenceDataInvalidError) return { problems: error.problems }
    throw error
  }
}

export async function seedDatabase(options: { withDemoAccount: boolean }) {
  const reference = await seedReference()
  let demo: { email: string; password: string } | null = null
  if (options.withDemoAccount) {
    let user = await User.findBy('email', DEMO_ACCOUNT.email)
    if (!user) {
      user = await User.create({
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
        username: DEMO_ACCOUNT.username,
        firstName: DEMO_ACCOUNT.firstName,
        lastName: DEMO_ACCOUNT.lastName,
        emailVerified: true,
        role: 'user',
      })
    }
    await removeRetiredDemoNotifications(user.id)
    demo = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }
  }
  return { demo, reference }
}

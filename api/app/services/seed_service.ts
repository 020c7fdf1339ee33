/**
 * Idempotent seed run on every start: reference data and, outside production, the demo account.
 * Running it twice changes nothing.
 */
import db from '@adonisjs/lucid/services/db'
import type { NotificationInput } from '@dosewise/sync-protocol'
import User from '#models/user'
import { createNotification } from '#services/records/notifications_service'
import { loadReferenceData, type LoadResult } from '#services/reference_data/reference_loader'
import { ReferenceDataInvalidError } from '#services/reference_data/validator'

export const DEMO_ACCOUNT = {
  email: 'demo@dosewise.app',
  password: 'dosewise-demo',
  username: 'demo',
  firstName: 'Demo',
  lastName: 'User',
}

/** So the demo account's notifications screen has something in it: one of each kind. */
const DEMO_NOTIFICATIONS: NotificationInput[] = [
  {
    type: 'reminder',
    title: 'Time for your evening magnesium',
    message: 'Magnesium Glycinate is on your plan for tonight. Taking it about an hour before bed can help you wind down.',
  },
  {
    type: 'warning',
    title: 'Check an interaction before your next dose',
    message:
      'Omega-3 Fish Oil can add to the effect of blood thinners such as warfarin. Open the Drug Interaction Checker and talk to your doctor or pharmacist before combining them.',
  },
  {
    type: 'achievement',
    title: 'Seven days of journaling!',
    message:
      'You wrote in your wellness journal every day this week. Keep going: patterns in your sleep and energy get clearer after two weeks.',
  },
]

/** Idempotent: a notification already there (by title) is not made again. */
export async function seedDemoNotifications(userId: number) {
  const existing = await db.from('notifications').where('user_id', userId).select('title')
  const titles = new Set(existing.map((n) => n.title))
  for (const notification of DEMO_NOTIFICATIONS) {
    if (!titles.has(notification.title)) await createNotification(userId, notification)
  }
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
    await seedDemoNotifications(user.id)
    demo = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }
  }
  return { demo, reference }
}

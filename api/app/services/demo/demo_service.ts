/**
 * 'View Demo' (issue 14): a demo account per visitor, so nobody sees (or spoils) another
 * visitor's demo. The account is an ordinary user marked `is_demo`, with a random address on the
 * reserved .invalid domain and a random password nobody is told (so only the session made here
 * ever signs in to it), holding four weeks of a made-up person's records (sync-protocol/demo)
 * written through the ordinary write path. It expires DEMO_LIFETIME_HOURS later and is then
 * deleted with all its data (demo_purge.ts).
 *
 * Demos are made outside production, and in production only with DEMO_ENABLED=true; otherwise
 * the endpoints answer 404 as if they did not exist.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import { DEMO_PERSON, generateDemo } from '@dosewise/sync-protocol/demo'
import env from '#start/env'
import User from '#models/user'
import { NotFoundException } from '#exceptions/app_exceptions'
import { engineReference } from '#services/assessments/plan_service'
import { deleteAccountData } from '#services/account/delete_account'
import { writeDemoRecords } from '#services/demo/demo_writer'

export const DEMO_LIFETIME_HOURS = 24
/** The reserved top-level domain (RFC 2606): no mail to a demo address can ever be delivered. */
export const DEMO_EMAIL_DOMAIN = 'demo.dosewise.invalid'

export function demoEnabled(): boolean {
  return !app.inProduction || env.get('DEMO_ENABLED') === true
}

export function assertDemoEnabled() {
  if (!demoEnabled()) throw new NotFoundException('Not found', 'E_ROUTE_NOT_FOUND')
}

/** Makes a demo account with its records, in the visitor's time zone (UTC when not given). */
export async function createDemoAccount(timeZone: string | null | undefined, now: Date = new Date()): Promise<User> {
  assertDemoEnabled()
  const token = randomBytes(9).toString('hex')
  const user = await User.create({
    email: `demo-${token}@${DEMO_EMAIL_DOMAIN}`,
    username: `demo-${token}`,
    password: randomBytes(32).toString('base64url'),
    firstName: DEMO_PERSON.firstName,
    lastName: DEMO_PERSON.lastName,
    emailVerified: true,
    role: 'user',
    isDemo: true,
    demoExpiresAt: DateTime.fromJSDate(now).plus({ hours: DEMO_LIFETIME_HOURS }),
  })
  try {
    const demo = generateDemo({
      now: now.getTime(),
      seed: randomInt(0, 2 ** 31),
      userId: user.id,
      timeZone: timeZone ?? 'UTC',
      reference: await engineReference(),
    })
    await writeDemoRecords(user.id, demo.records, now)
  } catch (error) {
    // Nothing half-made is left behind.
    await deleteAccountData(user.id)
    throw error
  }
  return user
}

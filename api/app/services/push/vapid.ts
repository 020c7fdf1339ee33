/**
 * The VAPID identity this server signs pushes with: from VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY in production, otherwise generated at first start and kept in DATA_DIR
 * (vapid-keys.json, readable by the app only), so subscriptions survive restarts. The subject
 * is a real contact the push services can write to: PUSH_CONTACT, else MAIL_FROM's address.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'
import { dataDir } from '#start/runtime_paths'

export interface Vapid {
  publicKey: string
  privateKey: string
  subject: string
}

let cached: Vapid | null = null

function subject(): string {
  const contact = process.env.PUSH_CONTACT || process.env.MAIL_FROM || ''
  const address = /<([^>]+)>/.exec(contact)?.[1] ?? contact.replace(/^mailto:/, '').trim()
  return `mailto:${address || 'reminders@dosewise.invalid'}`
}

export function vapid(): Vapid {
  if (cached) return cached
  const fromEnv = process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY
  if (fromEnv) {
    cached = { publicKey: process.env.VAPID_PUBLIC_KEY!, privateKey: process.env.VAPID_PRIVATE_KEY!, subject: subject() }
    return cached
  }
  const file = join(dataDir(), 'vapid-keys.json')
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' })
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
  cached = { ...keys, subject: subject() }
  return cached
}

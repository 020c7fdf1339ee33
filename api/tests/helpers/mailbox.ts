/**
 * Reads the mails the app wrote as .eml files under DATA_DIR/mail (the embedded mail transport).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { dataDir } from '#start/runtime_paths'

export type ReceivedMail = { to: string; subject: string; text: string; html: string; file: string }

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const dir = join(dataDir(), 'mail')
  if (!existsSync(dir)) return []
  const mails: ReceivedMail[] = []
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name)
    const parsed = await simpleParser(readFileSync(file))
    const to = Array.isArray(parsed.to) ? parsed.to.map((t) => t.text).join(', ') : (parsed.to?.text ?? '')
    if (!to.toLowerCase().includes(address.toLowerCase())) continue
    mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: String(parsed.html || ''), file })
  }
  return mails
}

export async function lastMailTo(address: string) {
  const mails = await mailsTo(address)
  return mails.at(-1)
}

export function linkIn(mail: ReceivedMail, path: string) {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}/([A-Za-z0-9_-]+)`))
  return match ? match[1] : null
}

/**
 * Reads the mails the app wrote as .eml files under DATA_DIR/mail (the embedded mail transport).
 * Mail is sent by jobs (ADR 0037): reading first waits for the work a request started in the
 * background and for the queue to drain, so a mail a request sent is there, and a mail that is
 * not there was never going to be.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { dataDir } from '#start/runtime_paths'
import { settleBackgroundWork } from '#services/background'
import { queue } from '#services/queue/queue'

export type ReceivedMail = { to: string; subject: string; text: string; html: string; file: string }

/** `wait: false` reads what is written at this moment (a test that the answer came before the mail). */
export async function mailsTo(address: string, { wait = true } = {}): Promise<ReceivedMail[]> {
  if (wait) {
    await settleBackgroundWork()
    await queue.drained()
  }
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

/** The last mail to `address` (with `subject`, if given: jobs may finish in any order). */
export async function lastMailTo(address: string, subject?: string) {
  const mails = await mailsTo(address)
  return mails.filter((mail) => subject === undefined || mail.subject === subject).at(-1)
}

export function linkIn(mail: ReceivedMail, path: string) {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}/([A-Za-z0-9_-]+)`))
  return match ? match[1] : null
}

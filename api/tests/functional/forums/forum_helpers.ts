/** Forums for the forum tests: a fresh forum each, people, and their posts and replies over REST. */
import db from '@adonisjs/lucid/services/db'
import type { Browser } from '#tests/helpers/browser'
import { signedInBrowser } from '#tests/helpers/browser'

let made = 0

/** A forum of its own, so counts in one test are not another's (forums are reference data). */
export async function freshForum(overrides: Record<string, unknown> = {}): Promise<number> {
  made += 1
  const [inserted] = await db
    .table('forums')
    .insert({
      name: `Night shift workers ${made}`,
      description: 'Staying well on nights.',
      is_active: true,
      created_at: new Date(),
      ...overrides,
    })
    .returning('id')
  return Number(typeof inserted === 'object' ? inserted.id : inserted)
}

/** A signed-in person with a first name of their own (to look for it where it must not be). */
export async function person(firstName: string) {
  const { browser, email } = await signedInBrowser({ firstName })
  return { browser, email, firstName }
}

export async function makePost(browser: Browser, forumId: number, overrides: Record<string, unknown> = {}) {
  const answer = await browser.post('/api/forum-posts', {
    forumId,
    title: 'Night shifts and sleep',
    content: 'What helps you?',
    ...overrides,
  })
  if (answer.status !== 201) throw new Error(`post answered ${answer.status}: ${answer.text}`)
  return answer.body as { id: string; userId: number; forumId: number; title: string }
}

export async function makeReply(browser: Browser, postId: string, overrides: Record<string, unknown> = {}) {
  const answer = await browser.post(`/api/forum-posts/${postId}/replies`, { content: 'Magnesium in the evening.', ...overrides })
  if (answer.status !== 201) throw new Error(`reply answered ${answer.status}: ${answer.text}`)
  return answer.body as { id: string; postId: string }
}

export async function forumSummary(browser: Browser, forumId: number) {
  const list = await browser.get('/api/forums')
  return (list.body as { id: number; postsCount: number }[]).find((forum) => forum.id === forumId)
}

export async function makeModerator(browser: Browser) {
  const me = await browser.get('/api/auth/user')
  await db.from('users').where('id', me.body.id).update({ role: 'admin' })
}

export const REPORT = { reason: 'spam', details: 'Selling pills' }

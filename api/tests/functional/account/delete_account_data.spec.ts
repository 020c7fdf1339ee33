/**
 * deleteAccountData (services/account/delete_account.ts): after it, no table with a user_id
 * column holds a row of the person, rows that pointed at theirs are gone too (a reply someone
 * else wrote under their forum post), and another person's rows are untouched. The tables are
 * read from the migrated schema here as well, so a table added later is checked without editing
 * this test.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { deleteAccountData } from '#services/account/delete_account'
import { tablesWithUserId } from '#services/account/user_tables'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { resetRateLimits, signedInBrowser, type Browser } from '#tests/helpers/browser'
import { fillAccount, rowsPerTable } from '#tests/functional/account/account_data'

const now = () => new Date().toISOString()

async function insertId(table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await db.table(table).insert(row).returning('id')
  return Number(typeof inserted === 'object' ? inserted.id : inserted)
}

/** A forum post by `author` with a reply by `replier`, written the way the app writes them. */
async function postWithReply(author: Browser, replier: Browser) {
  const forumId = await insertId('forums', { name: 'Night shift workers', created_at: now() })
  const post = await author.post('/api/forum-posts', { forumId, title: 'Night shifts', content: 'Tips?' })
  const reply = await replier.post(`/api/forum-posts/${post.body.id}/replies`, { content: 'Magnesium helped me' })
  if (post.status !== 201 || reply.status !== 201) throw new Error(`forum writes answered ${post.status} and ${reply.status}`)
  return { forumId, postId: post.body.id as string, replyId: reply.body.id as string }
}

test.group('Deleting every row of a person', (group) => {
  group.setup(async () => {
    await loadReferenceData()
  })
  group.each.setup(() => resetRateLimits())

  test('no table keeps a row of the person; rows under theirs go; the other person keeps everything', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { browser: otherBrowser } = await signedInBrowser()
    const userId = await fillAccount(browser)
    const otherId = await fillAccount(otherBrowser)
    const { postId, replyId } = await postWithReply(browser, otherBrowser)
    const mine = await postWithReply(otherBrowser, browser)

    const tables = await tablesWithUserId()
    const before = await rowsPerTable(tables, userId)
    const otherBefore = await rowsPerTable(tables, otherId)
    for (const table of ['journal_entries', 'sessions', 'sync_clients', 'push_subscriptions', 'forum_posts', 'reminder_settings']) {
      assert.isAbove(before[table], 0, table)
    }

    await deleteAccountData(userId)

    const after = await rowsPerTable(tables, userId)
    assert.deepEqual(
      Object.entries(after).filter(([, count]) => count > 0),
      []
    )
    assert.isNull(await db.from('users').where('id', userId).first())
    // The other person's reply under the deleted post went with it; their own post stays.
    assert.isNull(await db.from('forum_posts').where('id', postId).first())
    assert.isNull(await db.from('forum_replies').where('id', replyId).first())
    assert.isNotNull(await db.from('forum_posts').where('id', mine.postId).first())
    // Everything else of the other person is as it was, less the one reply under the deleted post.
    assert.deepEqual(await rowsPerTable(tables, otherId), { ...otherBefore, forum_replies: otherBefore.forum_replies - 1 })
    assert.equal((await otherBrowser.get('/api/auth/user')).status, 200)
    assert.equal((await browser.get('/api/auth/user')).status, 401)

    await deleteAccountData(otherId)
  })
})

/**
 * Posts and replies written on a device (issue 15, ADR 0031): pushed through /api/sync/push like
 * every synced record — exactly once however often a batch is resent, pulled back by the author's
 * devices — with the forum rules applied on that path too: a reply needs a post people can read,
 * and the posting limit counts a person's posts and replies wherever they came from.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { FORUM_POSTS_PER_WINDOW, uuidv7 } from '@dosewise/sync-protocol'
import { resetRateLimits } from '#tests/helpers/browser'
import { SyncDevice } from '#tests/helpers/sync_device'
import { freshForum, makePost, makeReply, person } from '#tests/functional/forums/forum_helpers'
import { toDbTimestamp } from '#services/sync/sql_values'

const LIMIT_MESSAGE = 'You can post 10 posts and replies every 10 minutes. Wait a few minutes, then send it again.'

test.group('Forums through sync', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a post and a reply made offline land once, even when the batch is sent again', async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const device = new SyncDevice(author.browser)
    const postId = uuidv7()
    const replyId = uuidv7()
    const batch = [
      device.mutation('forumPost', postId, 'create', { forumId, title: 'Written on the train', content: 'No signal here.' }),
      device.mutation('forumReply', replyId, 'create', { postId, content: 'Replying to myself, offline.', isAnonymous: true }),
    ]
    const first = await device.push(batch)
    assert.equal(first.status, 200)
    assert.deepEqual(
      first.body.results.map((r) => r.status),
      ['applied', 'applied']
    )
    // The connection dropped before the answer arrived: the same batch again.
    const again = await device.push(batch)
    assert.deepEqual(again.body.results, first.body.results)

    assert.equal(Number((await db.from('forum_posts').where('id', postId).count('* as n').first()).n), 1)
    assert.equal(Number((await db.from('forum_replies').where('id', replyId).count('* as n').first()).n), 1)
    const reader = await person('Ben')
    const thread = await reader.browser.get(`/api/forum-posts/${postId}`)
    assert.deepInclude(thread.body.post, { title: 'Written on the train', author: 'Ana', repliesCount: 1 })
    assert.deepInclude(thread.body.replies[0], { id: replyId, author: 'Anonymous' })

    // The author's other devices pull them as their own records.
    const pulled = await new SyncDevice(author.browser).pullAll()
    const mine = pulled.changes.filter((c) => c.entity === 'forumPost' || c.entity === 'forumReply')
    assert.sameMembers(
      mine.map((c) => c.id),
      [postId, replyId]
    )
    assert.deepInclude(mine.find((c) => c.id === postId)!.data, { forumId, title: 'Written on the train', isAnonymous: false })
  })

  test('a reply to a post that does not exist, or was deleted, is refused with a reason', async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const device = new SyncDevice(author.browser)
    const missing = await device.pushOne(device.mutation('forumReply', uuidv7(), 'create', { postId: uuidv7(), content: 'Hello?' }))
    assert.deepInclude(missing, { status: 'rejected', reason: 'validation' })
    assert.deepEqual(missing.errors, [
      { field: 'postId', message: 'This post no longer exists, or is hidden while a moderator reviews it.' },
    ])

    const post = await makePost(author.browser, forumId)
    await author.browser.request('DELETE', `/api/forum-posts/${post.id}`)
    const other = new SyncDevice((await person('Ben')).browser)
    const late = await other.pushOne(other.mutation('forumReply', uuidv7(), 'create', { postId: post.id, content: 'Too late' }))
    assert.deepInclude(late, { status: 'rejected', reason: 'validation' })

    const unknownForum = await device.pushOne(
      device.mutation('forumPost', uuidv7(), 'create', { forumId: 999999, title: 't', content: 'c' })
    )
    assert.deepEqual(unknownForum.errors, [{ field: 'forumId', message: 'There is no forum with this id.' }])
  })

  test("an edit or delete of another person's post through sync is not_found; the author's own applies", async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const post = await makePost(author.browser, forumId, { title: 'Mine' })
    const other = new SyncDevice((await person('Ben')).browser)
    assert.deepInclude(await other.pushOne(other.mutation('forumPost', post.id, 'patch', { title: 'Taken' })), { reason: 'not_found' })
    assert.deepInclude(await other.pushOne(other.mutation('forumPost', post.id, 'delete', null)), { reason: 'not_found' })
    const own = new SyncDevice(author.browser)
    assert.deepInclude(
      await own.pushOne(own.mutation('forumPost', post.id, 'patch', { content: 'Edited on my phone' }, { baseVersion: 1 })),
      {
        status: 'applied',
      }
    )
    const seen = await author.browser.get(`/api/forum-posts/${post.id}`)
    assert.deepInclude(seen.body.post, { title: 'Mine', content: 'Edited on my phone' })
  })

  test('the posting limit: the eleventh post or reply in ten minutes is refused, over REST and through sync', async ({ assert }) => {
    assert.equal(FORUM_POSTS_PER_WINDOW, 10)
    const forumId = await freshForum()
    const ana = await person('Ana')
    const post = await makePost(ana.browser, forumId)
    for (let i = 0; i < 4; i++) await makePost(ana.browser, forumId, { title: `Post ${i}` })
    for (let i = 0; i < 5; i++) await makeReply(ana.browser, post.id, { content: `Reply ${i}` })

    const rest = await ana.browser.post(`/api/forum-posts/${post.id}/replies`, { content: 'One too many' })
    assert.equal(rest.status, 429)
    assert.deepEqual(rest.body, { code: 'E_RATE_LIMITED', message: LIMIT_MESSAGE })
    const device = new SyncDevice(ana.browser)
    const pushed = await device.pushOne(device.mutation('forumPost', uuidv7(), 'create', { forumId, title: 'Offline', content: 'c' }))
    assert.deepInclude(pushed, { status: 'rejected', reason: 'rate_limited', message: LIMIT_MESSAGE })
    // Deleting does not give the allowance back; editing is not posting.
    await ana.browser.request('DELETE', `/api/forum-posts/${post.id}`)
    assert.equal((await ana.browser.post('/api/forum-posts', { forumId, title: 'Again', content: 'c' })).status, 429)

    // Someone else is not limited by Ana's posts.
    const ben = await person('Ben')
    await makePost(ben.browser, forumId)

    // Ten minutes later the allowance is back.
    const earlier = toDbTimestamp(new Date(Date.now() - 11 * 60_000))
    const me = (await ana.browser.get('/api/auth/user')).body.id
    await db.from('forum_posts').where('user_id', me).update({ created_at: earlier })
    await db.from('forum_replies').where('user_id', me).update({ created_at: earlier })
    assert.equal((await ana.browser.post('/api/forum-posts', { forumId, title: 'Later', content: 'c' })).status, 201)
  })

  test('the limit counts what one pushed batch makes: an offline backlog of eleven sends ten', async ({ assert }) => {
    const forumId = await freshForum()
    const ana = await person('Ana')
    const device = new SyncDevice(ana.browser)
    const mutations = Array.from({ length: 11 }, (_, i) =>
      device.mutation('forumPost', uuidv7(), 'create', { forumId, title: `Backlog ${i}`, content: 'Written offline.' })
    )
    const answer = await device.push(mutations)
    assert.deepEqual(
      answer.body.results.map((r) => r.status),
      [...Array(10).fill('applied'), 'rejected']
    )
    assert.equal(answer.body.results[10].reason, 'rate_limited')
    assert.equal((await ana.browser.get(`/api/forums/${forumId}/posts`)).body.posts.length, 10)
  })
})

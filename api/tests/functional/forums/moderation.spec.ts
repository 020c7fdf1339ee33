/**
 * Reports and moderation (issue 15, ADR 0031): one report per person per item and never of one's
 * own; three people's reports hide an item from everyone but its author; moderators (role
 * 'admin') list what is reported and keep or remove it; everyone else gets 403.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { FORUM_REPORTS_TO_HIDE } from '@dosewise/sync-protocol'
import { resetRateLimits } from '#tests/helpers/browser'
import { REPORT, forumSummary, freshForum, makeModerator, makePost, makeReply, person } from '#tests/functional/forums/forum_helpers'

test.group('Forums: reports', (group) => {
  group.each.setup(() => resetRateLimits())

  test('one report per person with a reason, never of your own', async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const ben = await person('Ben')
    const post = await makePost(author.browser, forumId)

    const own = await author.browser.post(`/api/forum-posts/${post.id}/reports`, REPORT)
    assert.equal(own.status, 403)
    assert.equal(own.body.message, 'You cannot report your own post or reply.')
    const noReason = await ben.browser.post(`/api/forum-posts/${post.id}/reports`, {})
    assert.equal(noReason.status, 422)
    assert.deepEqual(noReason.body.errors, [{ field: 'reason', message: 'Choose a reason' }])

    assert.equal((await ben.browser.post(`/api/forum-posts/${post.id}/reports`, REPORT)).status, 201)
    const again = await ben.browser.post(`/api/forum-posts/${post.id}/reports`, { reason: 'other' })
    assert.equal(again.status, 409)
    assert.equal(again.body.message, 'You have already reported this.')
    assert.isTrue((await ben.browser.get(`/api/forum-posts/${post.id}`)).body.post.reportedByMe)
    assert.equal(
      await db
        .from('forum_reports')
        .where('post_id', post.id)
        .count('* as n')
        .first()
        .then((r) => Number(r.n)),
      1
    )
  })

  test('reported by three people, a post is hidden from everyone but its author', async ({ assert }) => {
    assert.equal(FORUM_REPORTS_TO_HIDE, 3)
    const forumId = await freshForum()
    const author = await person('Ana')
    const reporters = [await person('Ben'), await person('Cleo'), await person('Dev')]
    const reader = await person('Eve')
    const post = await makePost(author.browser, forumId, { title: 'Buy my pills' })
    await makePost(author.browser, forumId, { title: 'Something else' })

    for (const [index, reporter] of reporters.entries()) {
      assert.equal((await reporter.browser.post(`/api/forum-posts/${post.id}/reports`, REPORT)).status, 201)
      const seen = await reader.browser.get(`/api/forum-posts/${post.id}`)
      assert.equal(seen.status, index < 2 ? 200 : 404, `after ${index + 1} reports`)
    }
    const page = await reader.browser.get(`/api/forums/${forumId}/posts`)
    assert.deepEqual(
      page.body.posts.map((p: any) => p.title),
      ['Something else']
    )
    assert.equal((await forumSummary(reader.browser, forumId))?.postsCount, 1)
    // Its author still sees it, marked.
    const own = await author.browser.get(`/api/forum-posts/${post.id}`)
    assert.equal(own.status, 200)
    assert.isTrue(own.body.post.hidden)
    // Nobody can reply to it or like it meanwhile.
    const reply = await reader.browser.post(`/api/forum-posts/${post.id}/replies`, { content: 'Hm' })
    assert.equal(reply.status, 422)
    assert.deepEqual(reply.body.errors, [
      { field: 'postId', message: 'This post no longer exists, or is hidden while a moderator reviews it.' },
    ])
    assert.equal((await reader.browser.post(`/api/forum-posts/${post.id}/like`)).status, 404)
  })

  test('a reported reply is hidden the same way, and so are its likes and count', async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const replier = await person('Ben')
    const post = await makePost(author.browser, forumId)
    const reply = await makeReply(replier.browser, post.id, { content: 'Rude words' })
    for (const name of ['Cleo', 'Dev', 'Eve']) {
      const reporter = await person(name)
      assert.equal((await reporter.browser.post(`/api/forum-replies/${reply.id}/reports`, { reason: 'harassment' })).status, 201)
    }
    const seen = await author.browser.get(`/api/forum-posts/${post.id}`)
    assert.deepEqual(seen.body.replies, [])
    assert.equal(seen.body.post.repliesCount, 0)
    const own = await replier.browser.get(`/api/forum-posts/${post.id}`)
    assert.deepEqual(
      own.body.replies.map((r: any) => [r.content, r.hidden]),
      [['Rude words', true]]
    )
  })
})

test.group('Forums: moderation', (group) => {
  group.each.setup(() => resetRateLimits())

  async function reportedThrice(kind: 'posts' | 'replies', id: string) {
    for (const name of ['Cleo', 'Dev', 'Eve']) {
      const reporter = await person(name)
      await reporter.browser.post(`/api/forum-${kind}/${id}/reports`, { reason: 'spam', details: `${name} says spam` })
    }
  }

  test('a person who is not a moderator is refused with 403', async ({ assert }) => {
    const forumId = await freshForum()
    const ben = await person('Ben')
    const post = await makePost(ben.browser, forumId)
    const list = await ben.browser.get('/api/moderation/reports')
    assert.equal(list.status, 403)
    assert.equal(list.body.message, 'Only moderators can review reported posts.')
    assert.equal((await ben.browser.post(`/api/moderation/posts/${post.id}/remove`)).status, 403)
    assert.equal((await ben.browser.post(`/api/moderation/posts/${post.id}/keep`)).status, 403)
    assert.equal((await ben.browser.get(`/api/forum-posts/${post.id}`)).status, 200)
  })

  test('a moderator lists what is reported and keeps it: it shows again and leaves the list', async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const moderator = await person('Mo')
    await makeModerator(moderator.browser)
    const post = await makePost(author.browser, forumId, { title: 'Fine, really', isAnonymous: true })
    await reportedThrice('posts', post.id)

    const list = await moderator.browser.get('/api/moderation/reports')
    assert.equal(list.status, 200)
    const item = list.body.items.find((i: any) => i.id === post.id)
    assert.deepInclude(item, { kind: 'post', postId: post.id, title: 'Fine, really', author: 'Anonymous', hidden: true, reportsCount: 3 })
    assert.deepEqual(item.reports, [{ reason: 'spam', count: 3 }])
    assert.sameMembers(item.details, ['Cleo says spam', 'Dev says spam', 'Eve says spam'])
    assert.notInclude(JSON.stringify(item), 'Ana')

    assert.deepEqual((await moderator.browser.post(`/api/moderation/posts/${post.id}/keep`)).body, { decision: 'keep' })
    const reader = await person('Fay')
    assert.equal((await reader.browser.get(`/api/forum-posts/${post.id}`)).status, 200)
    assert.isFalse((await author.browser.get(`/api/forum-posts/${post.id}`)).body.post.hidden)
    const after = await moderator.browser.get('/api/moderation/reports')
    assert.isUndefined(after.body.items.find((i: any) => i.id === post.id))
    // Those who reported it cannot report it again; it takes three new people to hide it again.
    const cleoAgain = await db.from('forum_reports').where('post_id', post.id).whereNull('resolved_at').count('* as n').first()
    assert.equal(Number(cleoAgain.n), 0)
  })

  test('a moderator removes a reply: it is gone for everyone, its author included', async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const replier = await person('Ben')
    const moderator = await person('Mo')
    await makeModerator(moderator.browser)
    const post = await makePost(author.browser, forumId)
    const reply = await makeReply(replier.browser, post.id, { content: 'Spam link' })
    await reportedThrice('replies', reply.id)

    const list = await moderator.browser.get('/api/moderation/reports')
    assert.deepInclude(
      list.body.items.find((i: any) => i.id === reply.id),
      { kind: 'reply', postId: post.id, author: 'Ben', content: 'Spam link' }
    )
    assert.deepEqual((await moderator.browser.post(`/api/moderation/replies/${reply.id}/remove`)).body, { decision: 'remove' })
    for (const viewer of [author, replier, moderator]) {
      const thread = await viewer.browser.get(`/api/forum-posts/${post.id}`)
      assert.deepEqual(thread.body.replies, [])
    }
    assert.equal((await moderator.browser.post(`/api/moderation/replies/${reply.id}/remove`)).status, 404)
    assert.isUndefined((await moderator.browser.get('/api/moderation/reports')).body.items.find((i: any) => i.id === reply.id))
  })
})

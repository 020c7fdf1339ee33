/**
 * The forums over HTTP (issue 15, ADR 0031): the list's real post counts, threads and replies
 * paged, anonymous authors never named, validation, ownership, likes and their counts.
 * Reports and moderation: moderation.spec.ts; writing through sync and the posting limit:
 * forum_sync.spec.ts.
 */
import { test } from '@japa/runner'
import { Browser, resetRateLimits } from '#tests/helpers/browser'
import { forumSummary, freshForum, makePost, makeReply, person } from '#tests/functional/forums/forum_helpers'

test.group('Forums: reading', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the forums list counts the posts anyone can read, and needs a session', async ({ assert }) => {
    assert.equal((await new Browser().get('/api/forums')).status, 401)
    const forumId = await freshForum({ job_category: null })
    const { browser } = await person('Ana')
    assert.deepInclude(await forumSummary(browser, forumId), { postsCount: 0, jobCategory: null })

    await makePost(browser, forumId)
    await makePost(browser, forumId, { isAnonymous: true })
    const gone = await makePost(browser, forumId)
    assert.equal((await browser.request('DELETE', `/api/forum-posts/${gone.id}`)).status, 204)

    assert.equal((await forumSummary(browser, forumId))?.postsCount, 2)
  })

  test("a forum's threads come newest first and a thread's replies oldest first, page by page", async ({ assert }) => {
    const forumId = await freshForum()
    const { browser } = await person('Ana')
    const titles = ['First', 'Second', 'Third']
    const posts = []
    for (const title of titles) posts.push(await makePost(browser, forumId, { title }))

    const first = await browser.get(`/api/forums/${forumId}/posts?limit=2`)
    assert.equal(first.status, 200)
    assert.equal(first.body.forum.id, forumId)
    assert.deepEqual(
      first.body.posts.map((p: any) => p.title),
      ['Third', 'Second']
    )
    assert.isString(first.body.next)
    const second = await browser.get(`/api/forums/${forumId}/posts?limit=2&cursor=${first.body.next}`)
    assert.deepEqual(
      second.body.posts.map((p: any) => p.title),
      ['First']
    )
    assert.isNull(second.body.next)

    const { browser: other } = await person('Ben')
    for (const content of ['one', 'two', 'three']) await makeReply(other, posts[0].id, { content })
    const thread = await browser.get(`/api/forum-posts/${posts[0].id}?limit=2`)
    assert.equal(thread.status, 200)
    assert.deepInclude(thread.body.post, { title: 'First', repliesCount: 3, author: 'Ana', mine: true })
    assert.deepEqual(thread.body.forum.id, forumId)
    assert.deepEqual(
      thread.body.replies.map((r: any) => [r.content, r.author, r.mine]),
      [
        ['one', 'Ben', false],
        ['two', 'Ben', false],
      ]
    )
    const more = await browser.get(`/api/forum-posts/${posts[0].id}/replies?limit=2&cursor=${thread.body.next}`)
    assert.deepEqual(
      more.body.replies.map((r: any) => r.content),
      ['three']
    )
    assert.isNull(more.body.next)
    assert.equal((await browser.get(`/api/forums/${forumId}/posts?cursor=nonsense`)).status, 400)
    assert.equal((await browser.get('/api/forums/999999/posts')).status, 404)
    assert.equal((await browser.get('/api/forum-posts/not-an-id')).status, 404)
  })

  test('an anonymous post or reply never names its author to anyone', async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Zelda')
    const post = await makePost(author.browser, forumId, { isAnonymous: true, title: 'A private worry' })
    const reader = await person('Ben')
    await makeReply(author.browser, post.id, { isAnonymous: true, content: 'Same here' })

    for (const path of [`/api/forums/${forumId}/posts`, `/api/forum-posts/${post.id}`]) {
      const answer = await reader.browser.get(path)
      assert.equal(answer.status, 200)
      assert.notInclude(answer.text, 'Zelda')
      assert.notInclude(answer.text, author.email.split('@')[0])
      assert.notInclude(answer.text, `"userId"`)
    }
    const seen = await reader.browser.get(`/api/forum-posts/${post.id}`)
    assert.deepInclude(seen.body.post, { author: 'Anonymous', isAnonymous: true, mine: false })
    assert.deepInclude(seen.body.replies[0], { author: 'Anonymous', mine: false })
    const own = await author.browser.get(`/api/forum-posts/${post.id}`)
    assert.deepInclude(own.body.post, { author: 'Anonymous', mine: true })
  })
})

test.group('Forums: writing', (group) => {
  group.each.setup(() => resetRateLimits())

  test('invalid posts and replies answer 422 with the message under each field, and store nothing', async ({ assert }) => {
    const forumId = await freshForum()
    const { browser } = await person('Ana')

    const empty = await browser.post('/api/forum-posts', { forumId, title: '  ', content: '' })
    assert.equal(empty.status, 422)
    assert.deepEqual(empty.body.errors, [
      { field: 'title', message: 'Title is required' },
      { field: 'content', message: 'Message is required' },
    ])
    const long = await browser.post('/api/forum-posts', { forumId, title: 'x'.repeat(301), content: 'c' })
    assert.deepEqual(long.body.errors, [{ field: 'title', message: 'String must contain at most 300 character(s)' }])
    const nowhere = await browser.post('/api/forum-posts', { forumId: 999999, title: 't', content: 'c' })
    assert.equal(nowhere.status, 422)
    assert.deepEqual(nowhere.body.errors, [{ field: 'forumId', message: 'There is no forum with this id.' }])

    const post = await makePost(browser, forumId)
    const reply = await browser.post(`/api/forum-posts/${post.id}/replies`, { content: ' ' })
    assert.deepEqual(reply.body.errors, [{ field: 'content', message: 'Reply is required' }])
    const moved = await browser.request('PATCH', `/api/forum-posts/${post.id}`, { json: { forumId: await freshForum() } })
    assert.equal(moved.status, 422)
    assert.deepEqual(moved.body.errors, [{ field: 'forumId', message: 'This cannot be changed once it is created.' }])

    const page = await browser.get(`/api/forums/${forumId}/posts`)
    assert.deepEqual(
      page.body.posts.map((p: any) => p.id),
      [post.id]
    )
    assert.equal(page.body.posts[0].repliesCount, 0)
  })

  test("editing or deleting another person's post or reply answers 404 and changes nothing", async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const other = await person('Ben')
    const post = await makePost(author.browser, forumId, { title: 'Mine' })
    const reply = await makeReply(author.browser, post.id, { content: 'Also mine' })

    for (const [method, path] of [
      ['PATCH', `/api/forum-posts/${post.id}`],
      ['DELETE', `/api/forum-posts/${post.id}`],
      ['PATCH', `/api/forum-replies/${reply.id}`],
      ['DELETE', `/api/forum-replies/${reply.id}`],
    ]) {
      const answer = await other.browser.request(method, path, {
        json: method === 'PATCH' ? { title: 'Taken', content: 'Taken' } : undefined,
      })
      assert.equal(answer.status, 404, `${method} ${path}`)
    }
    const thread = await other.browser.get(`/api/forum-posts/${post.id}`)
    assert.equal(thread.body.post.title, 'Mine')
    assert.equal(thread.body.replies[0].content, 'Also mine')

    // The author may.
    const edited = await author.browser.request('PATCH', `/api/forum-posts/${post.id}`, { json: { title: 'Mine, edited' } })
    assert.equal(edited.status, 200)
    assert.equal(edited.body.title, 'Mine, edited')
    assert.equal((await author.browser.request('DELETE', `/api/forum-replies/${reply.id}`)).status, 204)
    assert.equal((await other.browser.get(`/api/forum-posts/${post.id}`)).body.post.repliesCount, 0)
    assert.equal((await author.browser.request('DELETE', `/api/forum-posts/${post.id}`)).status, 204)
    assert.equal((await other.browser.get(`/api/forum-posts/${post.id}`)).status, 404)
  })

  test('a like counts once per person and can be taken back; the counts are real', async ({ assert }) => {
    const forumId = await freshForum()
    const author = await person('Ana')
    const ben = await person('Ben')
    const cleo = await person('Cleo')
    const post = await makePost(author.browser, forumId)
    const reply = await makeReply(ben.browser, post.id)

    assert.deepEqual((await ben.browser.post(`/api/forum-posts/${post.id}/like`)).body, { likesCount: 1, likedByMe: true })
    assert.deepEqual((await ben.browser.post(`/api/forum-posts/${post.id}/like`)).body, { likesCount: 1, likedByMe: true })
    assert.deepEqual((await cleo.browser.post(`/api/forum-posts/${post.id}/like`)).body, { likesCount: 2, likedByMe: true })
    assert.deepEqual((await cleo.browser.post(`/api/forum-replies/${reply.id}/like`)).body, { likesCount: 1, likedByMe: true })

    const seen = await ben.browser.get(`/api/forum-posts/${post.id}`)
    assert.deepInclude(seen.body.post, { likesCount: 2, likedByMe: true, repliesCount: 1 })
    assert.deepInclude(seen.body.replies[0], { likesCount: 1, likedByMe: false })

    assert.deepEqual((await ben.browser.request('DELETE', `/api/forum-posts/${post.id}/like`)).body, { likesCount: 1, likedByMe: false })
    assert.deepEqual((await ben.browser.request('DELETE', `/api/forum-posts/${post.id}/like`)).body, { likesCount: 1, likedByMe: false })
    const page = await author.browser.get(`/api/forums/${forumId}/posts`)
    assert.deepInclude(page.body.posts[0], { likesCount: 1, likedByMe: false, repliesCount: 1 })
    assert.equal((await ben.browser.post('/api/forum-posts/01890a5d-ac96-774b-bcce-b302099a8057/like')).status, 404)
  })
})

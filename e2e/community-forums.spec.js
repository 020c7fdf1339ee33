/**
 * Forums (issue 15, ADR 0031): a person opens a forum from /community, posts a thread and replies
 * to it, and sees the counts; offline, a reply is kept as 'Waiting to send' and goes once the
 * connection is back, exactly once. The forums tab, a forum and a thread pass the axe scan, and
 * a thread reads on a 360 px phone without sideways scrolling.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp, expectToast } from './support/fixtures.js'
import { expectNoAxeViolations } from './support/axe.js'
import { eventually, expectHidden, expectPath, expectVisible } from './support/expect.js'
import { AppShell } from './pages/app-shell.js'

useBrowser()

let client
let other
before(async () => {
  client = await apiSignIn(await apiSignUp({ firstName: 'Fiona' }))
  other = await apiSignIn(await apiSignUp({ firstName: 'Gabe' }))
})

/** Lazy chunks, data and entry animations settled, so the scan judges the screen at rest. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => (a.effect?.getComputedTiming().endTime === Infinity ? a.cancel() : a.finish?.()))
  )
}

const posts = (text) => (text === 1 ? '1 post' : `${text} posts`)

pageTest(
  'a thread and replies, with counts; offline a reply waits to send, then is sent once',
  { timeout: 150_000 },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const shell = new AppShell(page)
    const [forum] = (await client.get('/api/forums')).json
    assert.ok(forum, 'the seeded forums')

    await page.goto('/community')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Community' }), 'the Community page')
    const forumCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: forum.name }) })
    await expectVisible(forumCard.getByText(posts(forum.postsCount), { exact: true }), `'${posts(forum.postsCount)}' on the forum's card`)
    await settle(page)
    await expectNoAxeViolations(page, 'the Forums tab')

    await page.getByRole('link', { name: forum.name }).click()
    await expectPath(page, `/community/forums/${forum.id}`)
    await expectVisible(page.getByRole('heading', { level: 1, name: forum.name }), 'the forum page')

    const title = `Night shifts and magnesium ${Date.now()}`
    await page.getByRole('button', { name: 'New post' }).click()
    const dialog = page.getByRole('dialog', { name: 'New post' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Message').fill('Has anyone tried **magnesium** before sleeping in the day?')
    await dialog.getByRole('button', { name: 'Post', exact: true }).click()
    await expectToast(page, 'Post published')
    const thread = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) })
    await expectVisible(thread, 'the new thread in the list')
    await expectHidden(thread.getByText('Waiting to send'), 'the thread sent by sync', { timeout: 30_000 })
    await settle(page)
    await expectNoAxeViolations(page, 'a forum page')

    const listed = (await client.get(`/api/forums/${forum.id}/posts`)).json.posts.filter((p) => p.title === title)
    assert.equal(listed.length, 1, 'the thread, once, on the server')
    const postId = listed[0].id
    assert.equal((await other.post(`/api/forum-posts/${postId}/replies`, { content: 'Yes, every night before a shift.' })).status, 201)
    assert.equal((await other.post(`/api/forum-posts/${postId}/like`)).status, 200)

    await page.getByRole('link', { name: title }).click()
    await expectPath(page, `/community/posts/${postId}`)
    await expectVisible(page.getByRole('heading', { level: 1, name: title }), 'the thread page')
    await expectVisible(page.getByText('magnesium', { exact: true }), 'the post, its Markdown rendered')
    await expectVisible(page.getByRole('button', { name: 'Like, 1 like' }), 'one like on the post')
    await expectVisible(page.getByRole('heading', { name: '1 reply' }), "'1 reply'")
    await expectVisible(page.getByRole('article', { name: 'Reply by Gabe' }), "Gabe's reply")

    await page.getByLabel('Your reply').fill('Thanks, I will try it this week.')
    await page.getByRole('button', { name: 'Reply', exact: true }).click()
    await expectToast(page, 'Reply posted')
    const mine = page.getByRole('article', { name: 'Reply by Fiona' }).filter({ hasText: 'Thanks, I will try it this week.' })
    await expectVisible(mine, 'my reply')
    await expectVisible(page.getByRole('heading', { name: '2 replies' }), "'2 replies' once sent", { timeout: 30_000 })
    await settle(page)
    await expectNoAxeViolations(page, 'a thread page')

    await context.setOffline(true)
    await expectVisible(shell.offline, 'the offline indicator')
    await page.getByLabel('Your reply').fill('Written with no signal.')
    await page.getByRole('button', { name: 'Reply', exact: true }).click()
    await expectToast(page, 'Reply saved', "You're offline. It will be sent when you're back online.")
    const waiting = page.getByRole('article', { name: 'Reply by Fiona' }).filter({ hasText: 'Written with no signal.' })
    await expectVisible(waiting.getByText('Waiting to send'), "'Waiting to send' on the offline reply")
    await page.getByRole('button', { name: 'Like, 1 like' }).click()
    await expectToast(page, 'Likes need a connection')
    const before = (await client.get(`/api/forum-posts/${postId}`)).json.replies
    assert.equal(before.filter((r) => r.content === 'Written with no signal.').length, 0, 'nothing sent while offline')

    await context.setOffline(false)
    await expectHidden(waiting.getByText('Waiting to send'), 'the reply sent once back online', { timeout: 30_000 })
    await eventually(async () => {
      const replies = (await client.get(`/api/forum-posts/${postId}`)).json.replies
      assert.equal(replies.filter((r) => r.content === 'Written with no signal.').length, 1, 'the offline reply, once')
    })
  }
)

pageTest('a thread on a 360 px phone: no sideways scrolling, no WCAG A/AA violations', { phone: true }, async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const [forum] = (await client.get('/api/forums')).json
  const created = await client.post('/api/forum-posts', {
    forumId: forum.id,
    title: 'A long-ish title about rotating shifts, sleep and vitamin D on a phone',
    content: '- a list item\n- another with a [link](https://example.com/a/rather/long/path/that/should/wrap/nicely)\n\n> a quote',
  })
  assert.equal(created.status, 201)
  await page.goto(`/community/posts/${created.json.id}`)
  await expectVisible(page.getByRole('heading', { level: 1, name: /rotating shifts/ }), 'the thread on a phone')
  await settle(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`)
  await expectNoAxeViolations(page, 'a thread page on a phone')
})

/**
 * Community (issue 15): a person tracks a supplement, shares a public story linking it, sees it
 * in Success Stories with their name, duration and supplement, and likes it; Peer Insights shows
 * the sample figures labelled as such (a fresh server has no profession of five people); Expert
 * Q&A's 'Get Notified' confirms and then shows the person is on the list. Each tab passes axe.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSession, expectToast } from './support/fixtures.js'
import { expectAttribute, expectPath, expectVisible } from './support/expect.js'
import { expectNoAxeViolations } from './support/axe.js'

useBrowser()

let session
before(async () => {
  session = await apiSession({ firstName: 'Maya' })
})

const TITLE = 'Steadier energy on long shifts'
const tab = (page, name) => page.getByRole('tab', { name, exact: true })

pageTest('share a public story linking a tracked supplement, see it listed, like it', { timeout: 120_000 }, async ({ page, context }) => {
  await context.addCookies(session.cookies)

  // Track a supplement: the story's supplements come from the person's stack.
  await page.goto('/supplements/1')
  await page.getByRole('button', { name: 'Track This Supplement' }).click()
  await expectVisible(page.getByRole('button', { name: 'Stop tracking' }), "'Stop tracking' once tracked")
  const supplement = (await page.getByRole('heading', { level: 1 }).textContent()).trim()

  await page.goto('/community')
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Community' }), 'the Community heading')
  assert.equal(await page.title(), 'Community · Dosewise')
  await expectAttribute(tab(page, 'Forums'), 'aria-selected', 'true')
  await expectNoAxeViolations(page, 'the Forums tab')

  await tab(page, 'Success Stories').click()
  await expectPath(page, '/community?tab=stories')
  // The seeded stories are there before anyone shares one.
  await expectVisible(page.getByRole('article', { name: 'Night-shift nurse: a sleep routine that finally stuck' }), 'a seeded story')
  await expectNoAxeViolations(page, 'the Success Stories tab')

  await page.getByRole('button', { name: 'Share Your Story' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share Your Story' })
  await dialog.getByLabel('Title').fill(TITLE)
  await dialog.getByLabel('Your story').fill('Two months in, fewer afternoon crashes. I checked it with my pharmacist first.')
  await dialog.getByLabel('Duration in weeks').fill('8')
  // Private and anonymous until the person says otherwise (spec §3).
  assert.equal(await dialog.getByRole('checkbox', { name: 'Share with the community' }).isChecked(), false)
  assert.equal(await dialog.getByRole('checkbox', { name: 'Post anonymously' }).isChecked(), true)
  await dialog.getByRole('checkbox', { name: 'Share with the community' }).check()
  await dialog.getByRole('checkbox', { name: 'Post anonymously' }).uncheck()
  await dialog.getByRole('group', { name: 'Supplements used' }).getByRole('checkbox', { name: supplement }).check()
  await expectNoAxeViolations(page, 'the Share Your Story form')
  await dialog.getByRole('button', { name: 'Share Story' }).click()
  await expectToast(page, 'Story shared', 'Thank you for sharing what worked for you.')

  const story = page.getByRole('article', { name: TITLE })
  await expectVisible(story, 'the new story in the list')
  await expectVisible(story.getByText('Maya', { exact: true }), "the author's first name")
  await expectVisible(story.getByText('8 weeks', { exact: true }), 'the duration')
  await expectVisible(story.getByRole('list', { name: 'Supplements used' }).getByText(supplement, { exact: true }), 'the linked supplement')
  await expectVisible(story.getByText('Your story', { exact: true }), "'Your story'")
  await expectVisible(story.getByText('0 likes', { exact: true }), 'no likes yet')

  const like = story.getByRole('button', { name: 'Like' })
  await like.click()
  await expectVisible(story.getByText('1 like', { exact: true }), 'one like')
  await expectAttribute(like, 'aria-pressed', 'true')

  // Another person sees it, with the same name and the like counted once.
  const listed = await page.evaluate(async () => (await fetch('/api/success-stories', { headers: { Accept: 'application/json' } })).json())
  const mine = listed.find((s) => s.title === 'Steadier energy on long shifts')
  assert.deepEqual([mine.user, mine.likesCount, mine.likedByMe, mine.isPublic], [{ firstName: 'Maya' }, 1, true, true])
  await expectNoAxeViolations(page, 'the Success Stories tab with a story of ours')
})

pageTest("Peer Insights shows labelled sample data; Expert Q&A's 'Get Notified' puts the person on the list", async ({ page, context }) => {
  await context.addCookies(session.cookies)
  await page.goto('/community?tab=peer-insights')
  await expectVisible(page.getByRole('heading', { name: 'Peer Insights' }), 'the Peer Insights heading')
  await expectVisible(page.getByText('Sample data', { exact: true }), "the 'Sample data' label")
  await expectVisible(page.getByRole('heading', { name: 'What Office Workers track' }), "the first profession's figures")
  await expectNoAxeViolations(page, 'the Peer Insights tab')

  await tab(page, 'Expert Q&A').click()
  await expectPath(page, '/community?tab=expert-qa')
  await expectVisible(page.getByText('Coming soon', { exact: true }), "'Coming soon'")
  await expectNoAxeViolations(page, 'the Expert Q&A tab')
  await page.getByRole('button', { name: 'Get Notified' }).click()
  await expectToast(page, "You're on the list", "We'll let you know when Expert Q&A opens.")
  await expectVisible(page.getByRole('button', { name: "You're on the list" }), 'the registered state')

  // Still so after a reload: the server keeps it.
  await page.reload()
  await expectVisible(page.getByRole('button', { name: "You're on the list" }), 'the registered state after a reload')
  await expectNoAxeViolations(page, 'the Expert Q&A tab, on the list')
})

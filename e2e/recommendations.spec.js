/**
 * Your Personalized Recommendations (spec §2, issue 6): an assessment taken through the wizard
 * opens its plan — sorted by priority, costed in whole dollars — and the footer buttons make it
 * the stack, set reminders at its times and open the shop with its supplements. The screen and
 * its buttons work offline after a reload.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { expectNoAxeViolations } from './support/axe.js'
import { apiSignIn, apiSignUp, expectToast } from './support/fixtures.js'
import { eventually, expectHidden, expectPath, expectVisible } from './support/expect.js'
import { AppShell } from './pages/app-shell.js'
import { ANSWERS, AssessmentPage } from './pages/assessment-page.js'
import { InteractionCheckerPage } from './pages/records-pages.js'
import { AssessmentsPage, PRIORITY_BADGES, RecommendationsPage } from './pages/recommendations-page.js'

useBrowser()

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const RECOMMENDATIONS_PATH = new RegExp(`^/recommendations/(${UUID})$`)
// A budget wide enough for a plan of several items and more than one priority.
const PERSONA = { ...ANSWERS, budget: '$100-$200' }

let client
before(async () => {
  client = await apiSignIn(await apiSignUp())
})

async function serviceWorkerReady(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) => registration.active?.addEventListener('statechange', resolve))
    }
  })
}

/**
 * One online visit first: the service worker takes over and the reference snapshot is on the
 * device (so the wizard's plan is worked out there at once); then the wizard, answered and sent.
 * Returns the new assessment's id.
 */
async function takeAssessment(page) {
  const checker = new InteractionCheckerPage(page)
  await checker.open()
  await new AppShell(page).expectShown()
  await serviceWorkerReady(page)
  await expectVisible(page.getByText(/Browse all \d+ known drug-supplement interactions/), 'the reference data, downloaded', {
    timeout: 30_000,
  })

  const wizard = new AssessmentPage(page)
  await wizard.open()
  await wizard.answerAll(PERSONA)
  await wizard.submit.click()
  await expectPath(page, RECOMMENDATIONS_PATH, { timeout: 15_000 })
  return RECOMMENDATIONS_PATH.exec(new URL(page.url()).pathname)[1]
}

/** 'a', 'a and b', 'a, b and c'. */
const listWords = (words) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)

/** Every change of one kind the server holds for this account (GET /api/sync/pull, as a device reads it). */
async function serverRecords(entity) {
  const found = []
  let cursor
  for (;;) {
    const res = await client.get(`/api/sync/pull${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
    assert.equal(res.status, 200, `GET /api/sync/pull answered ${res.status}: ${res.text}`)
    found.push(...res.json.changes.filter((change) => change.entity === entity && !change.deleted))
    if (!res.json.hasMore) return found
    cursor = res.json.cursor
  }
}

pageTest(
  'the plan is sorted by priority and costed in whole dollars; Save, Set Reminders and Shop do what they say',
  { timeout: 150_000 },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const id = await takeAssessment(page)
    const screen = new RecommendationsPage(page)
    await screen.expectShown()

    const items = await screen.items()
    assert.ok(items.length >= 2, `a plan of several items (got ${items.map((i) => i.name).join(', ')})`)
    for (const item of items) {
      assert.ok(PRIORITY_BADGES.includes(item.badge), `${item.name} has a priority badge (${item.badge})`)
      assert.match(item.href, /^\/supplements\/\d+$/, `${item.name} links to its supplement`)
    }
    const ranks = items.map((item) => PRIORITY_BADGES.indexOf(item.badge))
    assert.deepEqual(
      ranks,
      [...ranks].sort((a, b) => a - b),
      `sorted high → medium → low: ${items.map((i) => i.badge).join(', ')}`
    )
    assert.ok(new Set(ranks).size >= 2, 'this persona gets more than one priority, so the order means something')
    await expectNoAxeViolations(page, 'the recommendations of an assessment')

    // The monthly cost: the catalogue's prices of the items shown, summed, then whole dollars.
    const snapshot = (await client.get('/api/reference/snapshot')).json
    const ids = items.map((item) => Number(item.href.split('/').at(-1)))
    const cents = ids.reduce((sum, supplementId) => sum + snapshot.supplements.find((s) => s.id === supplementId).price, 0)
    await expectVisible(
      screen.cost.getByText(`$${Math.round(cents / 100)} per month`, { exact: true }),
      `the monthly cost, $${Math.round(cents / 100)}`
    )
    assert.equal(await screen.costPerSupplement.getByRole('listitem').count(), items.length, 'a price for each supplement')
    for (const line of await screen.costPerSupplement.getByRole('listitem').allTextContents())
      assert.match(line, /\$\d+$/, `whole dollars: ${line}`)

    // Save Recommendations: the plan becomes the stack, on screen and, once synced, on the server.
    await expectHidden(screen.savedAsStack, 'not the stack before saving')
    await screen.save.click()
    await expectToast(page, 'Recommendations saved', 'These supplements are now your current stack.')
    await expectVisible(screen.savedAsStack, "'Saved as your stack'")
    await eventually(
      async () => {
        const stack = (await serverRecords('stackItem')).filter((change) => change.data.active && change.data.assessmentId === id)
        assert.deepEqual(
          stack.map((change) => change.data.supplementId).sort((a, b) => a - b),
          [...ids].sort((a, b) => a - b),
          'the stack on the server'
        )
      },
      { timeout: 30_000, interval: 500 }
    )

    // Set Reminders: at the times of the moments that hold the plan's supplements.
    const times = [...new Set(await screen.planTimes())].sort()
    assert.ok(times.length > 0, 'the timetable has moments for the plan')
    await screen.setReminders.click()
    await expectToast(page, 'Reminders set', `You'll be reminded at ${listWords(times)}.`)

    // Shop Supplements: the shop, told which supplements to put forward.
    await screen.shop.click()
    await expectPath(page, `/shopping?items=${ids.join(',')}`)
  }
)

pageTest(
  'offline after a reload: the recommendations, the assessments list and the footer buttons still work',
  { timeout: 150_000 },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const id = await takeAssessment(page)
    const screen = new RecommendationsPage(page)
    await screen.expectShown()
    const online = await screen.items()

    await context.setOffline(true)
    await page.reload()
    await screen.expectShown({ timeout: 10_000 })
    assert.deepEqual(await screen.items(), online, 'the same plan, offline')

    await screen.save.click()
    await expectToast(page, 'Recommendations saved', 'These supplements are now your current stack.')
    await expectVisible(screen.savedAsStack, "'Saved as your stack', offline")
    await screen.setReminders.click()
    await expectToast(page, 'Reminders set')

    const assessments = new AssessmentsPage(page)
    await assessments.open()
    await expectVisible(assessments.linkTo(id), 'the assessment in Your Assessments, offline')
    await expectNoAxeViolations(page, 'Your Assessments')
    await assessments.linkTo(id).click()
    await expectPath(page, `/recommendations/${id}`)
    await screen.expectShown({ timeout: 10_000 })
    await expectVisible(screen.savedAsStack, 'still the stack')
    await context.setOffline(false)
  }
)

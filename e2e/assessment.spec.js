/**
 * The Health Assessment wizard (spec §2, issue 6): answered and submitted online and offline —
 * either way it lands on the assessment's recommendations and reaches the server exactly once
 * through sync — and a reload in the middle keeps the answers and the step.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp, expectToast } from './support/fixtures.js'
import { expectNoAxeViolations } from './support/axe.js'
import { eventually, expectHidden, expectPath, expectVisible } from './support/expect.js'
import { AppShell } from './pages/app-shell.js'
import { ANSWERS, AssessmentPage } from './pages/assessment-page.js'
import { InteractionCheckerPage } from './pages/records-pages.js'

useBrowser()

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const RECOMMENDATIONS_PATH = new RegExp(`^/recommendations/(${UUID})$`)

let client
before(async () => {
  client = await apiSignIn(await apiSignUp())
})

/** Waits until the service worker controls the page (then a reload offline still opens the app). */
async function serviceWorkerReady(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) => registration.active?.addEventListener('statechange', resolve))
    }
  })
}

/** Waits until the header shows nothing waiting to sync. */
async function allSynced(page) {
  await expectHidden(page.getByText(/changes? waiting to sync/), 'the "waiting to sync" count to clear', { timeout: 30_000 })
}

/** Every assessment the server holds for this account, read the way a device does: GET /api/sync/pull. */
async function serverAssessments() {
  const found = []
  let cursor
  for (;;) {
    const res = await client.get(`/api/sync/pull${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
    assert.equal(res.status, 200, `GET /api/sync/pull answered ${res.status}: ${res.text}`)
    found.push(...res.json.changes.filter((change) => change.entity === 'assessment' && !change.deleted))
    if (!res.json.hasMore) return found
    cursor = res.json.cursor
  }
}

/** The id in /recommendations/{id}, once the wizard got there. */
async function landedOnRecommendations(page) {
  await expectPath(page, RECOMMENDATIONS_PATH, { timeout: 15_000 })
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Your Personalized Recommendations' }), 'the recommendations screen')
  return RECOMMENDATIONS_PATH.exec(new URL(page.url()).pathname)[1]
}

pageTest(
  'online: answering the four steps opens the new assessment’s recommendations, and it reaches the server',
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const wizard = new AssessmentPage(page)
    await wizard.open()
    await expectVisible(page.getByText('Estimated time: 5 minutes', { exact: true }), "'Estimated time: 5 minutes'")
    assert.equal(await wizard.progress.getAttribute('aria-valuenow'), '25')
    await expectHidden(wizard.previous, 'no Previous on step 1')

    const notes = `Online ${Date.now()}`
    await wizard.answerAll({ ...ANSWERS, notes })
    await wizard.submit.click()
    await expectToast(page, 'Assessment Complete!', 'Your personalized recommendations are ready.')
    const id = await landedOnRecommendations(page)

    await eventually(
      async () => {
        const mine = (await serverAssessments()).filter((change) => change.id === id)
        assert.equal(mine.length, 1, `the assessment ${id} in GET /api/sync/pull`)
        assert.equal(mine[0].data.jobCategory, 'healthcare')
        assert.equal(mine[0].data.additionalNotes, notes)
        assert.deepEqual(mine[0].data.healthGoals, ['energy', 'sleep'])
      },
      { timeout: 30_000, interval: 500 }
    )
  }
)

pageTest(
  'offline: the wizard saves on the device, the recommendations survive a reload, and sync sends it once',
  { timeout: 120_000 },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const shell = new AppShell(page)
    // One online visit: the service worker takes over and the reference data is downloaded.
    const checker = new InteractionCheckerPage(page)
    await checker.open()
    await shell.expectShown()
    await serviceWorkerReady(page)
    await expectVisible(page.getByText(/Browse all \d+ known drug-supplement interactions/), 'the reference data, downloaded', {
      timeout: 30_000,
    })

    await context.setOffline(true)
    await expectVisible(shell.offline, 'the "You\'re offline" indicator')
    const wizard = new AssessmentPage(page)
    await wizard.open()
    const notes = `Offline ${Date.now()}`
    await wizard.answerAll({ ...ANSWERS, notes })
    await wizard.submit.click()
    await expectToast(page, 'Assessment Complete!', 'Your personalized recommendations are ready.')
    const id = await landedOnRecommendations(page)
    await expectVisible(page.getByText(/1 change waiting to sync/), "'1 change waiting to sync' in the header")

    // Still offline: a reload opens the same recommendations from this device.
    await page.reload()
    await shell.expectShown()
    await landedOnRecommendations(page)
    await expectVisible(page.getByText(/1 change waiting to sync/), 'the assessment still waiting after the reload')
    assert.equal((await serverAssessments()).filter((change) => change.id === id).length, 0, 'the server has nothing yet')

    await context.setOffline(false)
    await allSynced(page)
    await eventually(
      async () => {
        const sent = (await serverAssessments()).filter((change) => change.data?.additionalNotes === notes)
        assert.deepEqual(
          sent.map((change) => change.id),
          [id],
          'the offline assessment, exactly once'
        )
      },
      { timeout: 30_000, interval: 500 }
    )
  }
)

pageTest('a reload in the middle of step 3 keeps the answers and the step', async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const wizard = new AssessmentPage(page)
  await wizard.open()
  await wizard.answerWork(ANSWERS)
  await wizard.next.click()
  await wizard.answerMedications(ANSWERS)
  await wizard.next.click()
  await wizard.expectStep(3, 'Lifestyle & hobbies')
  await wizard.choose('Exercise frequency', 'Moderate (3-4x/week)')
  await wizard.tickWithKeys('Hobbies', ['Cooking'])
  // A person does not reload within the draft's 300 ms debounce; give it a moment.
  await page.waitForTimeout(800)

  await page.reload()
  await expectVisible(wizard.heading, 'the wizard after the reload')
  await wizard.expectStep(3, 'Lifestyle & hobbies')
  assert.ok(await wizard.radio('Exercise frequency', 'Moderate (3-4x/week)').isChecked(), 'exercise frequency kept')
  assert.ok(await wizard.checkbox('Hobbies', 'Cooking').isChecked(), 'the hobby kept')
  assert.equal(await wizard.progress.getAttribute('aria-valuenow'), '75')

  await wizard.previous.click()
  await wizard.expectStep(2, 'Current medications & supplements')
  await expectVisible(wizard.entries('Medications entered').filter({ hasText: ANSWERS.medications }), 'the medication kept, as an entry')
  assert.ok(await wizard.radio('Age range', ANSWERS.age).isChecked(), 'the age range kept')
  await wizard.previous.click()
  await wizard.expectStep(1, 'Tell us about your work')
  assert.ok(await wizard.radio('Job category', ANSWERS.job).isChecked(), 'the job category kept')
  assert.ok(await wizard.radio('Stress level', ANSWERS.stress).isChecked(), 'the stress level kept')
  await expectVisible(wizard.combobox('Work hours').getByText(ANSWERS.workHours, { exact: true }), 'the work hours kept')
})

for (const colorScheme of ['light', 'dark']) {
  pageTest(
    `on a 360 px phone (${colorScheme}) every step, and the marks of a refused submit, pass axe and fit the screen`,
    { phone: true, contextOptions: { colorScheme } },
    async ({ page, context }) => {
      await context.addCookies(client.playwrightCookies())
      const wizard = new AssessmentPage(page)
      await wizard.open()
      const fits = async (where) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        assert.ok(overflow <= 0, `${where} is ${overflow} px wider than the phone`)
      }
      for (const [number, title] of [
        [1, 'Tell us about your work'],
        [2, 'Current medications & supplements'],
        [3, 'Lifestyle & hobbies'],
        [4, 'Your health goals'],
      ]) {
        await wizard.expectStep(number, title)
        await fits(`step ${number}`)
        await expectNoAxeViolations(page, `step ${number}, ${colorScheme}`)
        if (number < 4) await wizard.next.click()
      }
      const { height } = await wizard.submit.boundingBox()
      assert.ok(height >= 44, `'Get My Recommendations' is ${height} px tall`)

      // Nothing answered: the submit goes back to step 1, marks its questions and focuses the first.
      await wizard.submit.click()
      await wizard.expectStep(1, 'Tell us about your work')
      await expectVisible(
        page.getByText('Please answer the questions marked on this step.', { exact: true }),
        'the summary of what is missing'
      )
      await expectVisible(wizard.group('Job category').getByText('Required', { exact: true }), "'Required' under the job categories")
      assert.ok(
        await wizard.radio('Job category', 'Office Workers').evaluate((radio) => radio === document.activeElement),
        'focus on the first job category'
      )
      await fits('step 1 with its marks')
      await expectNoAxeViolations(page, `step 1 with its marks, ${colorScheme}`)
    }
  )
}

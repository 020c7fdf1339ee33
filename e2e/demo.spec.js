/**
 * 'View Demo' (issue 14): from the landing page, within a minute, a demo account of the
 * visitor's own with four weeks of a night-shift nurse's records — the plan and stack on the
 * dashboard, doses on Today, the journal, lab results and prescriptions, the interaction warning
 * and the notifications the server made — and a banner saying it is a demo. Another browser gets
 * another demo; offline, 'View Demo' says it needs a connection.
 */
import assert from 'node:assert/strict'
import { describe } from 'node:test'
import { newContext, pageTest, useBrowser } from './support/browser.js'
import { eventually, expectPath, expectVisible } from './support/expect.js'
import { holdRoute, recordRequests } from './support/fixtures.js'
import { expectNoAxeViolations } from './support/axe.js'
import { LandingPage } from './pages/landing-page.js'
import { LoginPage } from './pages/login-page.js'
import { AppShell } from './pages/app-shell.js'
import { HealthcarePage, JournalPage } from './pages/records-pages.js'

useBrowser()

const BANNER_TEXT = "You're exploring a demo. It will be deleted within 24 hours."
const banner = (page) => page.getByRole('complementary', { name: 'Demo account' })
const statCard = (page, title) => page.getByRole('group', { name: title, exact: true })

/** Waits until the service worker controls the page (then the app opens offline). */
async function serviceWorkerReady(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) => registration.active?.addEventListener('statechange', resolve))
    }
  })
}

/** An API answer for this page's session (its cookies). */
async function apiJson(page, path) {
  const response = await page.request.get(path, { headers: { Accept: 'application/json' } })
  assert.equal(response.status(), 200, `GET ${path}`)
  return response.json()
}

describe('View Demo', () => {
  pageTest('from the landing page, the whole product with four weeks of data within a minute', { timeout: 180_000 }, async ({ page }) => {
    const landing = new LandingPage(page)
    await landing.goto('/')
    // Held for a moment, to see what the visitor sees while the demo is made.
    const hold = await holdRoute(page, '**/api/auth/demo')
    const clicked = Date.now()
    await landing.viewDemo.click()
    await expectVisible(page.getByText('Preparing your demo…', { exact: true }), "'Preparing your demo…'")
    await expectVisible(page.getByRole('progressbar', { name: 'Preparing your demo' }), 'the progress bar')
    hold.release()

    await expectPath(page, '/dashboard', { timeout: 60_000 })
    const shell = new AppShell(page)
    await shell.expectShown()
    await expectVisible(banner(page).getByText(BANNER_TEXT, { exact: true }), 'the demo banner')
    await expectVisible(banner(page).getByRole('link', { name: 'Create your own account' }), "the banner's 'Create your own account'")

    // The first sync brings everything down and the cards fill.
    const plan = (await apiJson(page, '/api/assessments'))[0].plan
    const vitaminD = page.getByRole('link', { name: 'Vitamin D3', exact: true })
    await expectVisible(vitaminD, 'Vitamin D3 among the current recommendations', { timeout: 60_000 })
    await eventually(
      async () => {
        assert.match(await statCard(page, 'Your Supplements').innerText(), new RegExp(`\\b${plan.items.length}\\b[\\s\\S]*Taking now`))
        assert.match(await statCard(page, 'Week').innerText(), /\b4\b/)
        assert.match(await statCard(page, 'Compliance').innerText(), /\d+%/)
        assert.match(await statCard(page, 'Wellbeing').innerText(), /\d\.\d\/10/)
      },
      { timeout: 60_000 }
    )
    assert.ok(Date.now() - clicked < 60_000, `the dashboard was full ${Math.round((Date.now() - clicked) / 1000)} s after the click`)
    const safety = page.getByRole('region', { name: 'Your safety' })
    await expectVisible(safety.getByText(/known interactions? among your 1 medicine/), 'the safety card counts the interactions')
    // The knowledge base states it for the class (thyroid hormones), which levothyroxine belongs to.
    await expectVisible(safety.getByText(/\+ Magnesium Glycinate: Use with caution/), 'the moderate interaction, named')
    await expectNoAxeViolations(page, 'the dashboard with the demo banner')

    // Today: the day's doses of the stack.
    await page.goto('/')
    const doses = page.getByRole('list', { name: 'Today’s doses' })
    await expectVisible(doses, "Today's doses")
    assert.equal(await doses.getByRole('listitem').count(), plan.items.length)

    // The journal: about four weeks of entries.
    const journal = new JournalPage(page)
    await journal.open()
    const entries = (await apiJson(page, `/api/journal/${(await apiJson(page, '/api/auth/user')).id}?limit=500`)).length
    assert.ok(entries >= 20, `${entries} journal entries`)
    // A page at a time (ADR 0045): the newest 25, then 'Show more entries' until all are shown.
    await eventually(async () => assert.equal(await page.getByRole('article').count(), Math.min(entries, 25)))
    for (let shown = 25; shown < entries; shown += 25) {
      await page.getByRole('button', { name: 'Show more entries' }).click()
      await eventually(async () => assert.equal(await page.getByRole('article').count(), Math.min(entries, shown + 25)))
    }

    // Healthcare: the vitamin D results and the prescription.
    const healthcare = new HealthcarePage(page)
    await healthcare.open()
    await healthcare.tab('Lab Results')
    await expectVisible(healthcare.record('25-Hydroxyvitamin D'), 'the vitamin D results')
    assert.equal(await healthcare.record('25-Hydroxyvitamin D').count(), 2)
    await expectVisible(healthcare.record('Ferritin'), 'the ferritin result')
    await healthcare.tab('Prescriptions')
    await expectVisible(healthcare.record('Levothyroxine'), 'the levothyroxine prescription')

    // The checker's 'My interactions' finds the same pair among what the demo person takes.
    await page.goto('/drug-interactions')
    const mine = page.getByRole('region', { name: 'My interactions' })
    await expectVisible(mine.getByText(/Magnesium Glycinate/).first(), "'My interactions' names the supplement")
    await expectVisible(mine.getByText(/Levothyroxine/).first(), 'and the medicine')

    // Notifications: the ones the server made from these records, and no others.
    await page.goto('/notifications')
    const listed = (await apiJson(page, '/api/notifications')).map((n) => n.title)
    assert.ok(listed.includes('Possible interaction: Levothyroxine and Magnesium Glycinate'), listed.join(' | '))
    assert.ok(listed.includes('Time for your weekly check-in'), listed.join(' | '))
    for (const title of listed) await expectVisible(page.getByText(title, { exact: true }), `the notification '${title}'`)
    await expectVisible(banner(page), 'the banner on every signed-in screen')
  })

  pageTest(
    'a second browser gets a demo of its own; leaving one for sign-up ends only that one',
    { timeout: 180_000 },
    async ({ page }) => {
      const other = await newContext()
      try {
        const otherPage = await other.newPage()
        const start = async (p) => {
          const login = new LoginPage(p)
          await login.goto()
          await p.getByRole('button', { name: 'Explore the demo' }).click()
          await expectPath(p, '/dashboard', { timeout: 60_000 })
          await expectVisible(banner(p), 'the demo banner')
          return apiJson(p, '/api/auth/user')
        }
        const first = await start(page)
        const second = await start(otherPage)
        assert.notEqual(first.id, second.id)
        assert.notEqual(first.email, second.email)

        const notes = `Only in the first demo ${Date.now()}`
        const journal = new JournalPage(page)
        await journal.open()
        await journal.addEntryWith({ mood: 'Good', energy: 'High', sleep: 'Good', stress: 'Low', notes })
        await expectVisible(journal.entry(notes), 'the new entry')
        await eventually(
          async () => {
            const mine = await apiJson(page, `/api/journal/${first.id}?limit=500`)
            assert.ok(
              mine.some((entry) => entry.notes === notes),
              'the entry reached the server'
            )
          },
          { timeout: 30_000 }
        )
        const theirs = await apiJson(otherPage, `/api/journal/${second.id}?limit=500`)
        assert.ok(!theirs.some((entry) => entry.notes === notes), "the other demo's journal does not have it")
        await new JournalPage(otherPage).open()
        await expectVisible(otherPage.getByRole('article').first(), "the other demo's own entries")
        assert.equal(await new JournalPage(otherPage).entry(notes).count(), 0)

        // 'Create your own account': out of the demo, onto sign-up; the other demo carries on.
        await banner(page).getByRole('link', { name: 'Create your own account' }).click()
        await expectPath(page, '/signup')
        await expectVisible(page.getByRole('heading', { level: 1 }), 'the sign-up screen')
        assert.equal((await page.request.get('/api/auth/user')).status(), 401)
        assert.equal((await otherPage.request.get('/api/auth/user')).status(), 200)
      } finally {
        await other.close()
      }
    }
  )

  pageTest('the sign-in screen offers the demo, and passes an accessibility scan with it', async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    await expectVisible(page.getByRole('region', { name: 'Just looking around?' }), 'the demo offer')
    await expectVisible(page.getByRole('button', { name: 'Explore the demo' }), "'Explore the demo'")
    await expectNoAxeViolations(page, '/login with the demo offer')
  })

  pageTest("offline, 'View Demo' says it needs a connection and makes nothing", async ({ page, context }) => {
    const landing = new LandingPage(page)
    await landing.goto('/')
    await serviceWorkerReady(page)
    // The sign-in screen's code, as a visit would have cached it.
    await page.goto('/login')
    await new LoginPage(page).expectShown()
    await landing.goto('/')
    await context.setOffline(true)
    const sent = recordRequests(page)
    await landing.viewDemo.click()
    await expectVisible(page.getByText('The demo needs a connection.', { exact: true }), "'The demo needs a connection.'")
    await expectVisible(page.getByRole('button', { name: 'Try again' }), "'Try again'")
    await expectNoAxeViolations(page, '/login?demo=1 offline')
    sent.assertNone('/api/auth/demo', 'POST', 'nothing is sent offline')
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expectPath(page, '/dashboard', { timeout: 60_000 })
    await expectVisible(banner(page), 'the demo banner, once back online')
  })
})

/**
 * The healthcare reports (issue 14): made on the device from its own records. A person with a
 * prescription, an unreadable medicine, lab results and a journal entry opens each report from
 * the Healthcare screen's Reports tab and sees its sections; offline, Download PDF still makes the
 * file (worker and fonts cached by the service worker when a report page was opened online), and
 * it holds their name — in Cyrillic, so the embedded font is checked too — the title and the
 * disclaimer. Printing leaves only the report. Every report page passes an axe scan.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp } from './support/fixtures.js'
import { eventually, expectHidden, expectPath, expectVisible } from './support/expect.js'
import { expectNoAxeViolations } from './support/axe.js'
import { HealthcarePage } from './pages/records-pages.js'
import { ReportPage } from './pages/report-page.js'
import { containsText, pdfText } from '../sync-protocol/src/reports/testing/pdf-text.js'

useBrowser()

const NAME = { firstName: 'Ана', lastName: 'Коваленко' }
const DISCLAIMER_START =
  'This information is for general educational purposes only and is not a substitute for professional medical advice.'

let client
before(async () => {
  const account = await apiSignUp(NAME)
  client = await apiSignIn(account)
  for (const [path, body] of [
    ['/api/prescriptions', { medicationName: 'Warfarin 5 mg', isActive: true }],
    ['/api/prescriptions', { medicationName: 'Xyzzolam', isActive: true }],
    [
      '/api/lab-results',
      { testName: 'Vitamin D, 25-OH', value: '18', unit: 'ng/mL', referenceRange: '30-100', testedAt: '2026-01-03T00:00:00.000Z' },
    ],
    [
      '/api/lab-results',
      { testName: 'Vitamin D, 25-OH', value: '42', unit: 'ng/mL', referenceRange: '30-100', testedAt: '2026-06-03T00:00:00.000Z' },
    ],
    ['/api/journal', { mood: 'good', energy: 'medium', sleep: 'fair', stress: 'moderate', supplementsTaken: ['Ginkgo Biloba'] }],
  ]) {
    const res = await client.post(path, body)
    assert.equal(res.status, 201, `${path} answered ${res.status}: ${res.text}`)
  }
})

/** Waits until a service worker controls the page (reloading once if the first visit installed it). */
async function controlledByServiceWorker(page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await eventually(async () => assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'controlled'))
}

pageTest(
  'each report opens from the Reports tab and shows its sections, with no accessibility violations',
  { timeout: 120_000 },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const healthcare = new HealthcarePage(page)
    await healthcare.open()
    await healthcare.tab('Reports')
    await page.getByRole('link', { name: /Interaction Report/ }).click()
    await expectPath(page, '/healthcare/reports/interactions')
    const report = new ReportPage(page)
    await expectVisible(report.heading('Interaction Report'), 'the Interaction Report heading')

    const sections = {
      supplements: ['Your supplements', 'Doses taken (last 30 days)', 'Progress (last 4 weeks)', 'Interaction warnings'],
      'lab-trends': ['Summary', 'Results by test'],
      interactions: ['Summary', 'What could not be checked', 'Avoid: serious interaction (major)', 'What was checked'],
      wellness: ['Averages', 'By shift'],
    }
    for (const [kind, headings] of Object.entries(sections)) {
      await report.open(kind)
      // The records arrive by sync, the interaction table with the reference snapshot.
      for (const name of headings) await expectVisible(report.section(name), `“${name}” on the ${kind} report`, { timeout: 30_000 })
      await expectVisible(page.getByText('Prepared for Ана Коваленко', { exact: false }), `the person's name on the ${kind} report`)
      await expectVisible(report.disclaimer, `the disclaimer on the ${kind} report`)
      await expectNoAxeViolations(page, `the ${kind} report`)
    }
    await report.open('interactions')
    await expectVisible(
      page.getByRole('heading', { level: 3, name: 'Anticoagulants + Ginkgo Biloba' }),
      'warfarin with the ginkgo from the journal'
    )
    await expectVisible(page.getByText('We could not check “Xyzzolam”. It was written in your prescriptions.'), 'the unreadable medicine')
    await report.open('lab-trends')
    await expectVisible(page.getByRole('img', { name: 'Vitamin D, 25-OH (ng/mL)' }), 'the vitamin D chart')
  }
)

pageTest('on a phone, a report with wide tables passes the axe scan', { phone: true, timeout: 90_000 }, async ({ page, context }) => {
  await context.addCookies(client.playwrightCookies())
  const report = new ReportPage(page)
  await report.open('lab-trends')
  await expectVisible(report.section('Summary'), 'the lab trends summary', { timeout: 30_000 })
  await expectNoAxeViolations(page, 'the lab trends report on a phone')
})

pageTest(
  'offline, Download PDF makes the file with the name, title and disclaimer; print shows only the report',
  { timeout: 150_000 },
  async ({ page, context }) => {
    await context.addCookies(client.playwrightCookies())
    const report = new ReportPage(page)
    await report.open('interactions')
    await controlledByServiceWorker(page)
    await report.open('interactions')
    await expectVisible(report.section('Avoid: serious interaction (major)'), 'the interaction report', { timeout: 30_000 })
    // Opened online under the service worker, the page fetched the PDF worker and the fonts into its cache.
    await eventually(
      async () => {
        const cached = await page.evaluate(async () =>
          (await (await window.caches.open('dosewise-report-pdf')).keys()).map((r) => new URL(r.url).pathname)
        )
        assert.equal(
          cached.filter((path) => /DejaVuSans.*\.ttf$|report-pdf\.worker-.*\.js$/.test(path)).length,
          3,
          `cached: ${cached.join(', ')}`
        )
      },
      { timeout: 30_000 }
    )

    await context.setOffline(true)
    await page.reload()
    await expectVisible(report.section('Avoid: serious interaction (major)'), 'the interaction report, offline')
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), report.downloadPdf.click()])
    await expectVisible(
      page.getByRole('status').filter({ hasText: /Your PDF \(dosewise-interaction-report-\d{4}-\d{2}-\d{2}\.pdf\) is downloading\./ }),
      'the PDF done'
    )
    assert.match(download.suggestedFilename(), /^dosewise-interaction-report-\d{4}-\d{2}-\d{2}\.pdf$/)
    const text = pdfText(readFileSync(await download.path()))
    for (const phrase of [
      'Interaction Report',
      'Ана Коваленко',
      DISCLAIMER_START,
      'Anticoagulants + Ginkgo Biloba',
      'We could not check “Xyzzolam”.',
    ])
      assert.ok(containsText(text, phrase), `“${phrase}” in the PDF:\n${text.slice(0, 2000)}`)
    // The fonts came from the cache: no fallback to the built-in font.
    await expectHidden(page.getByText(/uses a standard font/), 'no font fallback')

    await page.emulateMedia({ media: 'print' })
    await expectHidden(page.getByRole('banner'), 'the app header, in print')
    await expectHidden(page.getByRole('contentinfo'), 'the app footer, in print')
    await expectHidden(report.downloadPdf, 'the buttons, in print')
    await expectVisible(report.heading('Interaction Report'), 'the report, in print')
    await expectVisible(report.disclaimer, 'the disclaimer, in print')
  }
)

/**
 * Accessibility scans with axe-core (WCAG 2.0/2.1 A and AA). The script is injected from the
 * installed package (a file, not a URL, so the page's CSP `script-src 'self'` does not block
 * it: Playwright adds it through the DevTools protocol).
 */
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')
const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8')
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Runs axe on the page; returns its violations. */
export async function axeViolations(page, { include, exclude } = {}) {
  const hasAxe = await page.evaluate(() => typeof window.axe !== 'undefined')
  if (!hasAxe) {
    try {
      await page.addScriptTag({ path: AXE_PATH })
    } catch {
      // A CSP that blocks inline <script> tags: evaluate the source instead (CDP is not subject to it).
      await page.evaluate(AXE_SOURCE)
    }
  }
  const result = await page.evaluate(
    async ({ tags, include, exclude }) => {
      const context = include || exclude ? { include: include ?? [document], exclude: exclude ?? [] } : document
      const r = await window.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary, html: n.html.slice(0, 200) })),
      }))
    },
    { tags: WCAG_TAGS, include, exclude }
  )
  return result
}

/** Readable report: one block per rule, each failing element with axe's own reason. */
export function formatViolations(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target}\n      ${n.html}\n      ${(n.summary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n')
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : ''
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`
    })
    .join('\n')
}

/**
 * Brings the page to rest: entry animations (a dialog fading in) are finished, endless ones (a
 * spinner, a skeleton's pulse) stopped — so contrast is judged on what a person sees once it
 * has appeared, not on a frame halfway through a fade.
 */
export async function settleAnimations(page) {
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => (a.effect?.getComputedTiming().endTime === Infinity ? a.cancel() : a.finish?.()))
  )
}

/** Fails with a readable list when the page, at rest, has any WCAG A/AA violation. */
export async function expectNoAxeViolations(page, label = page.url()) {
  await settleAnimations(page)
  const violations = await axeViolations(page)
  assert.equal(violations.length, 0, `${violations.length} accessibility violation(s) on ${label}:\n${formatViolations(violations)}`)
}

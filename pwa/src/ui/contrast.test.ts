// @vitest-environment node
/**
 * Re-checks WCAG 2.1 contrast for every colour pairing the components use, in light and dark,
 * straight from styles.css, so a token tweak that breaks AA fails here instead of in an audit.
 */
import { describe, expect, it } from 'vitest'

// Read from disk, as Vitest stubs CSS imports (`?raw` included). Typed by hand because the PWA's
// tsconfig has browser types only; this file runs in Node (see the pragma above).
type Fs = { readFileSync(path: URL, encoding: 'utf8'): string }
const node = globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): Fs } }
const css = node.process.getBuiltinModule('node:fs').readFileSync(new URL('../styles.css', import.meta.url), 'utf8')

function tokens(blockStart: string): Record<string, string> {
  const start = css.indexOf(blockStart)
  const block = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries([...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]))
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

// [text, background, minimum]: 4.5 for text, 3 for input borders and the focus ring (WCAG 1.4.11).
const pairs: [string, string, number][] = [
  ['foreground', 'background', 4.5],
  ['card-foreground', 'card', 4.5],
  ['popover-foreground', 'popover', 4.5],
  ['muted-foreground', 'background', 4.5], // hints, and placeholders in fields (input.tsx)
  ['muted-foreground', 'card', 4.5],
  ['muted-foreground', 'muted', 4.5],
  ['primary', 'background', 4.5], // link buttons
  ['primary', 'card', 4.5],
  ['destructive', 'background', 4.5], // field errors
  ['destructive', 'card', 4.5],
  ...(['primary', 'secondary', 'accent', 'destructive', 'success', 'warning', 'info'] as const).map((t): [string, string, number] => [
    `${t}-foreground`,
    t,
    4.5,
  ]),
  ['background', 'foreground', 4.5], // tooltips invert the page colours
  ['input', 'background', 3],
  ['input', 'card', 3],
  ['ring', 'background', 3],
  ['ring', 'card', 3],
]

describe.each([
  ['light', tokens('@theme {')],
  ['dark', tokens('@variant dark {')],
])('%s theme', (_name, colours) => {
  it.each(pairs)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(colours[fg], fg).toBeDefined()
    expect(colours[bg], bg).toBeDefined()
    expect(contrast(colours[fg], colours[bg])).toBeGreaterThanOrEqual(min)
  })
})

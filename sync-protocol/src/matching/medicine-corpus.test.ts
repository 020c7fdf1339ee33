/**
 * The corpus of how people write their medicines and supplements (corpus/*.txt, 390+ lines),
 * read by the shared parser against the real knowledge base. Reports recall (names resolved
 * correctly / names expected), wrong resolutions (a resolved name the line does not mean —
 * worse than none), typo handling and lines with words left unread.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildInteractionCatalogue } from './catalogue.js'
import { normalizeName } from './normalize-name.js'
import { parseEntries, type EntryField } from './parse-entries.js'
import { knowledgeBase } from '../engine/testing/knowledge-base.js'

interface CorpusLine {
  field: EntryField
  text: string
  none: boolean
  names: string[]
  typos: { text: string; name: string | null }[]
}

function readCorpus(file: string, field: EntryField): CorpusLine[] {
  const raw = readFileSync(fileURLToPath(new URL(`./corpus/${file}`, import.meta.url)), 'utf8')
  return raw
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [text, expected] = line.split(' => ')
      if (text === undefined || expected === undefined) throw new Error(`corpus line without " => ": ${line}`)
      const items = expected.split(' ; ').map((item) => item.trim())
      return {
        field,
        text,
        none: items.length === 1 && items[0] === 'none',
        names: items.filter((item) => item !== 'none' && !item.startsWith('?')),
        typos: items
          .filter((item) => item.startsWith('?'))
          .map((item) => {
            const [typo, name] = item.slice(1).split('~')
            return { text: normalizeName(typo ?? ''), name: name || null }
          }),
      }
    })
}

const corpus = [...readCorpus('medications.txt', 'medication'), ...readCorpus('supplements.txt', 'supplement')]
const { index } = buildInteractionCatalogue(knowledgeBase())

function judge(line: CorpusLine) {
  const entries = parseEntries(index, line.text, line.field)
  const resolved = new Set(entries.flatMap((e) => e.resolved.map((r) => r.name)))
  const unread = entries.flatMap((e) => e.unrecognised)
  const right = line.names.filter((name) => resolved.has(name))
  const wrong = [...resolved].filter((name) => !line.names.includes(name))
  const typosHandled = line.typos.filter((typo) =>
    unread.some((part) => part.text === typo.text && (!typo.name || part.suggestions.some((s) => s.name === typo.name)))
  )
  const unexpectedUnread = unread.filter((part) => !line.typos.some((typo) => typo.text === part.text))
  const saysNone = entries.every((e) => e.status === 'none')
  return { entries, right, wrong, typosHandled, unexpectedUnread, saysNone }
}

describe('the medicine corpus', () => {
  const results = corpus.map((line) => ({ line, ...judge(line) }))
  const expected = corpus.reduce((n, line) => n + line.names.length, 0)
  const right = results.reduce((n, r) => n + r.right.length, 0)
  const wrong = results.flatMap((r) => r.wrong.map((name) => `${r.line.text} → ${name}`))
  const typos = corpus.reduce((n, line) => n + line.typos.length, 0)
  const typosHandled = results.reduce((n, r) => n + r.typosHandled.length, 0)
  const clean = results.filter(
    (r) =>
      r.right.length === r.line.names.length &&
      r.wrong.length === 0 &&
      r.unexpectedUnread.length === 0 &&
      r.typosHandled.length === r.line.typos.length
  )
  const recall = right / expected
  console.log(
    `medicine corpus: ${corpus.length} lines, ${expected} names, ${(recall * 100).toFixed(1)}% resolved correctly, ${wrong.length} wrong, ` +
      `${typosHandled}/${typos} typos reported with the right suggestion, ${clean.length}/${corpus.length} lines read exactly`
  )
  for (const r of results.filter((x) => !clean.includes(x))) {
    console.log(
      `  not exact: ${JSON.stringify(r.line.text)} → ${r.entries.map((e) => `${e.status}[${e.resolved.map((x) => x.name).join('+')}${e.unrecognised.map((u) => ` ?${u.text}`).join('')}]`).join(' ')}`
    )
  }

  it('has at least 300 lines', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300)
  })

  it('resolves at least 98% of the names people wrote', () => {
    expect(recall).toBeGreaterThanOrEqual(0.98)
  })

  it('never resolves a line to something it does not name (a wrong match is worse than none)', () => {
    expect(wrong).toEqual([])
  })

  it('reports every typo as unrecognised, with the right "did you mean"', () => {
    expect(typosHandled).toBe(typos)
  })

  it('says "none" for none, and never for a line that names something', () => {
    for (const r of results) {
      if (r.line.none) expect(r.saysNone, r.line.text).toBe(true)
      else expect(r.saysNone, r.line.text).toBe(false)
    }
  })

  it('reads at least 98% of the lines exactly (nothing missed, nothing extra, no word left unread)', () => {
    expect(clean.length / corpus.length).toBeGreaterThanOrEqual(0.98)
  })
})

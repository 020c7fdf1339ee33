/**
 * Test-only: the text of a PDF as react-pdf (pdfkit) writes it, so tests can read a report the
 * way a person reads the file. Nothing installed extracts PDF text, and the files are simple:
 * plain `N 0 obj … endobj` objects, Flate-compressed streams with their /Length given directly,
 * text shown with Tj / TJ. Embedded fonts (DejaVu) are Type0 with Identity-H and a /ToUnicode
 * CMap; the standard fonts (the Helvetica fallback) use WinAnsi bytes. Plain JavaScript with a
 * .d.ts beside it, so the vitest tests and the e2e suite (Node, no build step) share it.
 *
 * It returns one line per text-showing operation, in content order. A line of the page may come
 * as several runs (react-pdf splits a line where the script changes), so compare with
 * `containsText`, which ignores white space.
 */
import { Buffer } from 'node:buffer'
import { inflateSync } from 'node:zlib'

/** @param {Uint8Array} bytes */
function readObjects(bytes) {
  const text = Buffer.from(bytes).toString('latin1')
  /** @type {Map<number, { dict: string, stream: Buffer | null }>} */
  const objects = new Map()
  const header = /(\d+) 0 obj\s*/g
  let match
  while ((match = header.exec(text))) {
    const id = Number(match[1])
    const start = match.index + match[0].length
    const end = text.indexOf('endobj', start)
    const streamAt = text.indexOf('stream', start)
    if (streamAt !== -1 && streamAt < end) {
      const dict = text.slice(start, streamAt)
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0)
      const dataStart = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1)
      let data = Buffer.from(text.slice(dataStart, dataStart + length), 'latin1')
      if (/\/FlateDecode/.test(dict)) data = inflateSync(data)
      objects.set(id, { dict, stream: data })
      header.lastIndex = text.indexOf('endobj', dataStart + length) + 6
    } else {
      objects.set(id, { dict: text.slice(start, end), stream: null })
      header.lastIndex = end + 6
    }
  }
  return objects
}

const hexToCodes = (hex, width) => {
  const clean = hex.replace(/\s+/g, '')
  const codes = []
  for (let i = 0; i + width * 2 <= clean.length; i += width * 2) codes.push(parseInt(clean.slice(i, i + width * 2), 16))
  return codes
}
// A target may hold several characters ('fi' for a ligature glyph: <0066 0069>).
const utf16 = (hex) => String.fromCharCode(...hexToCodes(hex, 2))

/** A /ToUnicode CMap: code → text. */
function readCMap(source) {
  const map = new Map()
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(code, 16), utf16(dst))
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const low = parseInt(from, 16)
      const high = parseInt(to, 16)
      if (rest.startsWith('[')) {
        const targets = [...rest.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => utf16(m[1]))
        for (let code = low; code <= high; code++) map.set(code, targets[code - low] ?? '')
      } else {
        const base = parseInt(rest.slice(1, -1).replace(/\s+/g, ''), 16)
        for (let code = low; code <= high; code++) map.set(code, String.fromCharCode(base + code - low))
      }
    }
  }
  return map
}

// WinAnsi bytes 0x80–0x9f that differ from Latin-1 (the rest map to the same code points).
const WIN_ANSI = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x99: '™' }

function literalBytes(literal) {
  const bytes = []
  for (let i = 0; i < literal.length; i++) {
    const c = literal[i]
    if (c !== '\\') {
      bytes.push(c.charCodeAt(0))
      continue
    }
    const next = literal[++i]
    const escapes = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 }
    if (next in escapes) bytes.push(escapes[next])
    else if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(literal.slice(i))[0]
      bytes.push(parseInt(octal, 8))
      i += octal.length - 1
    }
  }
  return bytes
}

/**
 * The text of every page, one line per text operation.
 * @param {Uint8Array} bytes
 * @returns {string}
 */
export function pdfText(bytes) {
  const objects = readObjects(bytes)
  /** @type {Map<string, Map<number, string> | null>} resource name → CMap (null: a single-byte standard font) */
  const fonts = new Map()
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const [, name, id] of block[1].matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(id))
        const cmapId = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1]
        const cmap = cmapId ? objects.get(Number(cmapId))?.stream : null
        fonts.set(name, cmap ? readCMap(cmap.toString('latin1')) : null)
      }
    }
  }
  const contentIds = [...objects.values()].flatMap(({ dict }) =>
    /\/Type \/Page\b/.test(dict) ? [...(/\/Contents (\d+) 0 R/.exec(dict) ?? [])].slice(1).map(Number) : []
  )
  const lines = []
  for (const id of contentIds) {
    const content = objects.get(id)?.stream?.toString('latin1') ?? ''
    let font = null
    const decode = (token) => {
      if (token.startsWith('<')) {
        const hex = token.slice(1, -1)
        if (font)
          return hexToCodes(hex, 2)
            .map((code) => font.get(code) ?? '')
            .join('')
        return hexToCodes(hex, 1)
          .map((code) => WIN_ANSI[code] ?? String.fromCharCode(code))
          .join('')
      }
      return literalBytes(token.slice(1, -1))
        .map((code) => WIN_ANSI[code] ?? String.fromCharCode(code))
        .join('')
    }
    const operations = /\/(\S+)\s+[\d.]+\s+Tf|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj|\[((?:[^\]\\]|\\.)*)\]\s*TJ/g
    for (const [, fontName, shown, array] of content.matchAll(operations)) {
      if (fontName) font = fonts.get(fontName) ?? null
      else if (shown) lines.push(decode(shown))
      else lines.push([...array.matchAll(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g)].map((m) => decode(m[0])).join(''))
    }
  }
  return lines.join('\n')
}

/**
 * Whether the text holds a phrase, white space aside (lines wrap, runs split).
 * @param {string} text
 * @param {string} phrase
 */
export function containsText(text, phrase) {
  const squash = (value) => value.replace(/\s+/g, '')
  return squash(text).includes(squash(phrase))
}

/**
 * Reads an article body (the knowledge base writes them in a small Markdown subset: `##`
 * headings, paragraphs, `-` and `1.` lists, pipe tables, `---`, `**bold**`, `*italic*`,
 * `` `code` `` and `[links](https://…)`) into plain data that components render as React
 * elements. Nothing here produces HTML: any markup in the text, `<script>` included, stays text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'quote'; content: Inline[] }
  | { kind: 'rule' }

// Alternatives in priority order: bold before italic so '**' is never read as two '*'.
const INLINE = /\*\*(.+?)\*\*|\*(?=\S)(.+?)(?<=\S)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Only web links and in-app paths become links; `javascript:` and the like stay text. */
export function safeHref(href: string): string | null {
  if (/^\/(?!\/)/.test(href)) return href
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const [whole, strong, em, code, linkText, href] = match
    if (match.index > last) nodes.push({ kind: 'text', text: text.slice(last, match.index) })
    if (strong !== undefined) nodes.push({ kind: 'strong', children: parseInline(strong) })
    else if (em !== undefined) nodes.push({ kind: 'em', children: parseInline(em) })
    else if (code !== undefined) nodes.push({ kind: 'code', text: code })
    else {
      const safe = safeHref(href!)
      if (safe) nodes.push({ kind: 'link', href: safe, children: parseInline(linkText!) })
      else nodes.push(...parseInline(linkText!))
    }
    last = match.index + whole.length
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) })
  return nodes
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*$/
const RULE = /^(?:-{3,}|\*{3,}|_{3,})$/
const BULLET = /^[-*+]\s+(.*)$/
const NUMBERED = /^\d+[.)]\s+(.*)$/
const TABLE_SEPARATOR = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$/
const QUOTE = /^>\s?(.*)$/

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()))

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    HEADING.test(line) ||
    RULE.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line) ||
    QUOTE.test(line) ||
    (line.startsWith('|') && next !== undefined && TABLE_SEPARATOR.test(next.trim()))
  )
}

export function parseArticleBody(body: string): Block[] {
  const lines = body.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let i = 0
  const at = (index: number) => lines[index]?.trim()

  while (i < lines.length) {
    const line = at(i)!
    if (line === '') {
      i += 1
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      const level = Math.min(Math.max(heading[1].length, 2), 4) as 2 | 3 | 4
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2]) })
      i += 1
    } else if (RULE.test(line)) {
      blocks.push({ kind: 'rule' })
      i += 1
    } else if (line.startsWith('|') && TABLE_SEPARATOR.test(at(i + 1) ?? '')) {
      const header = cells(line)
      const rows: Inline[][][] = []
      i += 2
      while (at(i)?.startsWith('|')) rows.push(cells(at(i++)!))
      blocks.push({ kind: 'table', header, rows })
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = NUMBERED.test(line)
      const marker = ordered ? NUMBERED : BULLET
      const items: string[] = []
      while (i < lines.length && at(i) !== '') {
        const item = marker.exec(at(i)!)
        if (item) items.push(item[1])
        // An indented line continues the item above; anything else ends the list.
        else if (/^\s/.test(lines[i]) && !startsBlock(at(i)!, at(i + 1))) items[items.length - 1] += ` ${at(i)}`
        else break
        i += 1
      }
      blocks.push({ kind: 'list', ordered, items: items.map(parseInline) })
    } else if (QUOTE.test(line)) {
      const parts: string[] = []
      while (i < lines.length && QUOTE.test(at(i)!)) parts.push(QUOTE.exec(at(i++)!)![1])
      blocks.push({ kind: 'quote', content: parseInline(parts.join(' ').trim()) })
    } else {
      const parts = [line]
      i += 1
      while (i < lines.length && at(i) !== '' && !startsBlock(at(i)!, at(i + 1))) parts.push(at(i++)!)
      blocks.push({ kind: 'paragraph', content: parseInline(parts.join(' ')) })
    }
  }
  return blocks
}

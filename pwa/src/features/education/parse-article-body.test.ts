import { describe, expect, it } from 'vitest'
import { parseArticleBody, parseInline, safeHref } from './parse-article-body'

const text = (value: string) => ({ kind: 'text', text: value })

describe('parseArticleBody', () => {
  it('reads headings, paragraphs joined across lines, lists, rules and a table', () => {
    const body = [
      'Supplements are not',
      'automatically harmless.',
      '',
      '## Major — "Avoid combination"',
      '',
      '- **Established**: shown in human studies.',
      '- *Probable*: case reports',
      '  and a known mechanism.',
      '',
      '1. First',
      '2. Second',
      '',
      '| Age | RDA |',
      '|---|---|',
      '| 19–70 years | 600 IU |',
      '',
      '---',
      '',
      '*General information, not medical advice.*',
    ].join('\n')

    expect(parseArticleBody(body)).toEqual([
      { kind: 'paragraph', content: [text('Supplements are not automatically harmless.')] },
      { kind: 'heading', level: 2, content: [text('Major — "Avoid combination"')] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'strong', children: [text('Established')] }, text(': shown in human studies.')],
          [{ kind: 'em', children: [text('Probable')] }, text(': case reports and a known mechanism.')],
        ],
      },
      { kind: 'list', ordered: true, items: [[text('First')], [text('Second')]] },
      { kind: 'table', header: [[text('Age')], [text('RDA')]], rows: [[[text('19–70 years')], [text('600 IU')]]] },
      { kind: 'rule' },
      { kind: 'paragraph', content: [{ kind: 'em', children: [text('General information, not medical advice.')] }] },
    ])
  })

  it('keeps markup as text: a <script> tag is just characters', () => {
    expect(parseArticleBody('<script>alert(1)</script> and <b>bold</b>')).toEqual([
      { kind: 'paragraph', content: [text('<script>alert(1)</script> and <b>bold</b>')] },
    ])
  })

  it('does not read a lone asterisk or a multiplication as emphasis', () => {
    expect(parseInline('2 * 3 and 4 * 5')).toEqual([text('2 * 3 and 4 * 5')])
  })
})

describe('links', () => {
  it('links web addresses and in-app paths only', () => {
    expect(parseInline('See [NIH](https://ods.od.nih.gov/) or [the checker](/drug-interactions).')).toEqual([
      text('See '),
      { kind: 'link', href: 'https://ods.od.nih.gov/', children: [text('NIH')] },
      text(' or '),
      { kind: 'link', href: '/drug-interactions', children: [text('the checker')] },
      text('.'),
    ])
    expect(parseInline('[click](javascript:alert(1))')).toEqual([text('click'), text(')')])
    expect(safeHref('//evil.example/x')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
  })
})

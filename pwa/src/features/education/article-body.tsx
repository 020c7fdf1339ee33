import { useMemo } from 'react'
import { InlineContent } from './inline-content'
import { parseArticleBody, type Block } from './parse-article-body'

/** An article's text, read from its Markdown subset into headings, paragraphs, lists and tables. */
export function ArticleBody({ body }: { body: string }) {
  const blocks = useMemo(() => parseArticleBody(body), [body])
  return (
    <div className="grid max-w-prose gap-4 leading-relaxed">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  )
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const
      return (
        <Heading className={block.level === 2 ? 'mt-2 text-xl font-semibold' : 'mt-1 text-lg font-semibold'}>
          <InlineContent nodes={block.content} />
        </Heading>
      )
    }
    case 'paragraph':
      return (
        <p>
          <InlineContent nodes={block.content} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={block.ordered ? 'grid list-decimal gap-2 pl-6' : 'grid list-disc gap-2 pl-6'}>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineContent nodes={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'table':
      return (
        // Columns keep a readable width and a wide table scrolls sideways on a phone; the region is
        // focusable so a keyboard can scroll it too.
        <div role="region" aria-label="Table" tabIndex={0} className="overflow-x-auto rounded-md border">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-muted">
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col" className="min-w-28 px-3 py-2 font-semibold">
                    <InlineContent nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t">
                  {row.map((cell, index) => (
                    <td key={index} className="min-w-28 px-3 py-2 align-top">
                      <InlineContent nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'quote':
      return (
        <blockquote className="border-l-4 pl-4 text-muted-foreground">
          <InlineContent nodes={block.content} />
        </blockquote>
      )
    case 'rule':
      return <hr />
  }
}

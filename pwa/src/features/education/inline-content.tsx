import { Fragment } from 'react'
import { Link } from 'react-router'
import type { Inline } from './parse-article-body'

/** Inline text of an article as React elements (text nodes are escaped by React, never parsed as HTML). */
export function InlineContent({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, index) => <Fragment key={index}>{renderInline(node)}</Fragment>)
}

function renderInline(node: Inline) {
  switch (node.kind) {
    case 'text':
      return node.text
    case 'strong':
      return (
        <strong className="font-semibold">
          <InlineContent nodes={node.children} />
        </strong>
      )
    case 'em':
      return (
        <em>
          <InlineContent nodes={node.children} />
        </em>
      )
    case 'code':
      return <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm">{node.text}</code>
    case 'link':
      // parseInline only lets through in-app paths and http(s) addresses.
      return node.href.startsWith('/') ? (
        <Link to={node.href} className="text-primary underline underline-offset-4">
          <InlineContent nodes={node.children} />
        </Link>
      ) : (
        <a href={node.href} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
          <InlineContent nodes={node.children} />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )
  }
}

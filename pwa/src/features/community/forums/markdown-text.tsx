/**
 * A post's or reply's text as Markdown (ADR 0031): paragraphs, emphasis, lists, quotes, code and
 * links. Raw HTML in the text is dropped, never rendered (`skipHtml`); links keep only safe
 * schemes (react-markdown's own check: http, https, mailto…) and open in a new tab without the
 * opener or a referrer; images become their description (no third-party requests from a
 * post); headings become bold lines, so a post cannot break the page's outline.
 * Imported by the thread screen only: the Markdown parser stays out of every other chunk.
 */
import { memo, type ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { cn } from '../../../ui/cn'

const strongLine = ({ children }: { children?: ReactNode }) => <p className="font-semibold">{children}</p>

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc" className="font-medium text-primary underline underline-offset-2">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ),
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
  h1: strongLine,
  h2: strongLine,
  h3: strongLine,
  h4: strongLine,
  h5: strongLine,
  h6: strongLine,
}

/**
 * Memoised on its text: parsing Markdown is the costly part of a reply, and a thread re-renders
 * every shown reply when one is posted, liked or edited (ADR 0045).
 */
export const MarkdownText = memo(function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'grid gap-2 text-sm leading-relaxed break-words',
        '[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:grid [&_ul,&_ol]:gap-1 [&_ul,&_ol]:pl-5',
        '[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-3',
        className
      )}
    >
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  )
})

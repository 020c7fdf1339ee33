import { Link } from 'react-router'
import type { ReactNode } from 'react'
import { Card, CardContent } from '../../ui/card'
import { documentTitle, useDocumentTitle } from '../../ui/use-document-title'

export type PlaceholderLink = { to: string; label: string }

/**
 * A screen whose content arrives in a later release: its heading, what it will do, and where to
 * go meanwhile — never a blank page.
 */
export function PlaceholderPage({
  title,
  description,
  links = [],
  children,
}: {
  title: string
  description: string
  links?: PlaceholderLink[]
  children?: ReactNode
}) {
  useDocumentTitle(documentTitle(title))
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      {children}
      <Card className="mt-6">
        <CardContent className="pt-6">
          <p className="text-sm text-muted-foreground">This screen is being built and will be available in an upcoming update.</p>
          {links.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {links.map((link) => (
                <li key={link.to}>
                  <Link className="font-medium text-primary underline-offset-4 hover:underline" to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  )
}

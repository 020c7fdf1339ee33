import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { documentTitle, useDocumentTitle } from '../../ui/use-document-title'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

/**
 * The frame of the public text pages (/privacy, /terms): open to everyone, signed in or not, so
 * they carry their own light header and footer rather than the signed-in shell. No icons and no
 * data: they must load fast and read well at 360 px.
 */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
}: {
  title: string
  intro: ReactNode
  updated: string
  sections: LegalSection[]
}) {
  useDocumentTitle(documentTitle(title))
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="text-lg font-bold text-primary">
            Dosewise
          </Link>
          <nav aria-label="Legal" className="flex flex-wrap gap-1 text-sm">
            <Link to="/privacy" className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-muted">
              Privacy
            </Link>
            <Link to="/terms" className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-muted">
              Terms
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <article aria-labelledby="page-title" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
          <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">Last changed {updated}</p>
          <div className="mt-4 text-lg">{intro}</div>
          <nav aria-label="On this page" className="mt-6 rounded-lg border border-border p-4">
            <h2 className="text-sm font-semibold">On this page</h2>
            <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a className="text-primary underline-offset-4 hover:underline" href={`#${section.id}`}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-4">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold sm:text-2xl">
                {section.title}
              </h2>
              <div className="legal-text mt-3 grid gap-3 leading-relaxed [&_li]:ml-5 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </main>
      <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
        <p>General information only — not a substitute for professional medical advice.</p>
        <p className="mt-2">
          <Link className="underline-offset-4 hover:underline" to="/">
            Back to Dosewise
          </Link>
        </p>
      </footer>
    </div>
  )
}

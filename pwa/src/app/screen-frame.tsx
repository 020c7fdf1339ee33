/**
 * What a signed-in start shows while the signed-in layout and the page's code are still arriving
 * (ADR 0050): the header's bar with the brand, and the page's own heading and description, drawn
 * with the page's `Page` component so they sit where the page will draw them. The code is in the
 * entry chunk, so this paints as soon as the entry has run, rather than a centred spinner that
 * the page then replaces. Nothing here reads the person's data.
 *
 * Only screens whose heading is fixed text are listed; any other address keeps the loading screen.
 * A test (screen-frame.test.tsx) checks each entry against the page it stands for.
 */
import { matchPath } from 'react-router'
import { Page } from '../ui/page'
import { Spinner } from '../ui/spinner'

export interface ScreenHeading {
  title: string
  description?: string
  width?: 'wide'
}

export const SCREEN_HEADINGS: Record<string, ScreenHeading> = {
  '/dashboard': {
    title: 'Your Wellness Dashboard',
    description: 'Your supplements, how your week is going, and what is popular in your profession.',
    width: 'wide',
  },
  '/journal': {
    title: 'Wellness Journal',
    description: 'Track your mood, energy, sleep and stress, and the supplements you took each day.',
  },
  '/recommendations/:id': {
    title: 'Your Personalized Recommendations',
    description: 'Your supplements ranked by priority, with dosage, timing, reasoning and cost.',
    width: 'wide',
  },
  '/recommendations': {
    title: 'Your Assessments',
    description: 'Every assessment you have taken, newest first, with its recommendations.',
  },
  '/assessment': {
    title: 'Health Assessment',
    description: 'Tell us about your work, medications, lifestyle and goals, and get supplement recommendations made for you.',
  },
}

export function screenHeading(pathname: string): ScreenHeading | undefined {
  const path = Object.keys(SCREEN_HEADINGS).find((pattern) => matchPath(pattern, pathname))
  return path ? SCREEN_HEADINGS[path] : undefined
}

export function ScreenFrame({ heading }: { heading: ScreenHeading }) {
  return (
    <div className="flex min-h-screen flex-col">
      {/* The header's height and brand as app/shell/app-header.tsx draws them (its buttons are 44 px). */}
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2">
          <span className="mr-2 inline-flex min-h-11 items-center text-lg font-bold text-primary">Dosewise</span>
        </div>
      </header>
      <main id="main" className="flex min-h-svh flex-1 flex-col">
        <Page title={heading.title} description={heading.description} width={heading.width}>
          {/* As the loading screen says it (loading-screen.tsx), under the heading. */}
          <div className="flex flex-col items-center gap-3 py-8" role="status" aria-live="polite">
            <Spinner label="" />
            <p className="text-sm text-muted-foreground">Loading...</p>
          </div>
        </Page>
      </main>
    </div>
  )
}

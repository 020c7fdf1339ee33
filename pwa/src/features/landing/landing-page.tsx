/**
 * The public landing page (spec §1, §2): what Dosewise promises, how it works, and the way in.
 * Kept light: no icons library, no data fetching — it is the first thing a visitor loads. Changes
 * waiting on this device for an account that is signed out are named first (localStorage only).
 */
import { Link } from 'react-router'
import { PublicFooter } from './public-footer'
import { useUnsentChangesOwners } from '../../lib/use-unsent-changes'
import { UnsentChangesNotice } from '../../ui/unsent-changes-notice'
import { useDocumentTitle } from '../../ui/use-document-title'

/** The tab's title for visitors: the product and what it is for (as index.html says before this loads). */
export const LANDING_TITLE = 'Dosewise — personalised supplement guidance for working professionals'

const FEATURES = [
  {
    title: 'Job-Specific Recommendations',
    text: 'Night shifts, long hours at a screen, heavy lifting or a classroom: your plan starts from the work you actually do, your goals and your lifestyle.',
  },
  {
    title: 'Peer Comparison Data',
    text: 'See which supplements are popular and rated effective by other professionals in your field.',
  },
  {
    title: 'Drug Interaction Checking',
    text: 'Every recommendation is checked against your medications, with clear warnings graded major, moderate or minor.',
  },
]

const STEPS = [
  {
    title: 'Take the Assessment',
    text: 'Tell us about your job, lifestyle, health goals and current medications. It takes about 5 minutes.',
  },
  {
    title: 'Get Your Recommendations',
    text: 'Receive a prioritised plan with dosage, timing and cost — with the reasoning behind each item and peer data.',
  },
  {
    title: 'Track Your Progress',
    text: 'Log how you feel in your wellness journal, get reminders, and watch your progress week by week.',
  },
]

const primaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-5 py-2.5 font-semibold text-primary-foreground shadow-sm hover:bg-primary/90'
const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-border bg-background px-5 py-2.5 font-semibold hover:bg-muted'

export default function LandingPage() {
  useDocumentTitle(LANDING_TITLE)
  const unsent = useUnsentChangesOwners()
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/" className="text-lg font-bold text-primary">
            Dosewise
          </Link>
          <nav aria-label="Account" className="flex items-center gap-2">
            <Link to="/login" className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-muted">
              Sign In
            </Link>
            <Link to="/signup" className={primaryLink}>
              Get Started
            </Link>
          </nav>
        </div>
      </header>

      <main className="flex-1">
        {unsent.length > 0 && (
          <div className="mx-auto w-full max-w-6xl px-4 pt-6">
            <UnsentChangesNotice owners={unsent} />
          </div>
        )}
        <section className="mx-auto w-full max-w-6xl px-4 py-14 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">AI-powered, built for your profession</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            Personalized supplement recommendations for working professionals
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Recommendations tailored to your profession, goals and lifestyle, peer comparison data from people in your field, and warnings
            about drug and supplement interactions.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/signup" className={primaryLink}>
              Start Free Assessment
            </Link>
            {/* Still /login (spec §2): the sign-in screen starts a demo of the visitor's own at once. */}
            <Link to="/login?demo=1" className={secondaryLink}>
              View Demo
            </Link>
          </div>
          <p className="mt-6 text-sm text-muted-foreground">Join thousands of professionals</p>
        </section>

        <section aria-labelledby="features-title" className="bg-muted/50 py-14">
          <div className="mx-auto w-full max-w-6xl px-4">
            <h2 id="features-title" className="sr-only">
              Features
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="rounded-lg border border-border bg-background p-6 shadow-sm">
                  <h3 className="text-lg font-semibold">{feature.title}</h3>
                  <p className="mt-2 text-muted-foreground">{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="how-title" className="mx-auto w-full max-w-6xl px-4 py-14">
          <h2 id="how-title" className="text-center text-2xl font-bold sm:text-3xl">
            How It Works
          </h2>
          <p className="mt-2 text-center text-muted-foreground">3 simple steps</p>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-lg border border-border p-6">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="cta-title" className="bg-primary py-14 text-center text-primary-foreground">
          <div className="mx-auto w-full max-w-3xl px-4">
            <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
              Ready for a plan that fits your work?
            </h2>
            <p className="mt-3">Free, private, and it works even when you are offline.</p>
            <Link
              to="/signup"
              className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-background px-5 py-2.5 font-semibold text-foreground hover:bg-muted"
            >
              Start Your Free Assessment
            </Link>
          </div>
        </section>
      </main>

      <PublicFooter />
    </div>
  )
}

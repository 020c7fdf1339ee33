import { Link } from 'react-router'

const PLACEHOLDERS = ['About', 'Privacy', 'Terms', 'Help', 'Contact', 'FAQ']
/** Items with a page (our decision: the spec gives these footer items no target). */
const LINKS: Record<string, string> = { Privacy: '/privacy', Terms: '/terms' }

/** Landing footer (spec §2): three product links, placeholder items without targets but Privacy and Terms, © 2025. */
export function PublicFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-bold text-primary">Dosewise</p>
          <p className="mt-2 text-sm text-muted-foreground">Personalized supplement recommendations based on science and your lifestyle.</p>
        </div>
        <nav aria-label="Product">
          <ul className="space-y-2 text-sm">
            <li>
              <Link className="hover:underline" to="/assessment">
                Assessment
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/recommendations">
                Recommendations
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/drug-interactions">
                Drug Interactions
              </Link>
            </li>
          </ul>
        </nav>
        <ul className="space-y-2 text-sm text-muted-foreground" aria-label="Company">
          {PLACEHOLDERS.map((item) => (
            <li key={item}>
              {LINKS[item] ? (
                <Link className="hover:text-foreground hover:underline" to={LINKS[item]}>
                  {item}
                </Link>
              ) : (
                item
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
        <p>
          General information only — not a substitute for professional medical advice. Consult a healthcare provider before starting any
          supplement.
        </p>
        <p className="mt-1">© 2025 Dosewise. All rights reserved.</p>
      </div>
    </footer>
  )
}

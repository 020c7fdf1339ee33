import { Link } from 'react-router'

/** Items link where a page exists (Privacy, Terms: our decision, the spec gives them no target). */
const LINKS: Record<string, string> = { 'Privacy Policy': '/privacy', 'Terms of Service': '/terms' }

const COLUMNS = [
  { title: 'Product', items: ['Assessment', 'Recommendations', 'Education', 'Research'] },
  { title: 'Support', items: ['Help Center', 'Contact Us', 'Safety', 'Disclaimers'] },
  { title: 'Legal', items: ['Privacy Policy', 'Terms of Service', 'Medical Disclaimer'] },
]

/** Shared footer (spec §2): three columns of items (without targets but Privacy and Terms), © 2024, the disclaimer. */
export function AppFooter() {
  return (
    <footer className="mt-auto border-t border-border bg-muted/40">
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:grid-cols-4">
        <div>
          <p className="font-bold text-primary">Dosewise</p>
          <p className="mt-2 text-sm text-muted-foreground">Personalized supplement recommendations based on science and your lifestyle.</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
              {column.items.map((item) => (
                <li key={item}>
                  {LINKS[item] ? (
                    <Link className="underline-offset-4 hover:text-foreground hover:underline" to={LINKS[item]}>
                      {item}
                    </Link>
                  ) : (
                    item
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
        <p>
          The information provided is for general informational purposes only and is not medical advice. Consult a healthcare provider
          before starting any supplement.
        </p>
        <p className="mt-1">© 2024 Dosewise. All rights reserved.</p>
      </div>
    </footer>
  )
}

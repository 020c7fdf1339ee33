/**
 * "N changes saved on this device haven't been sent yet — they belong to … Sign in as that
 * account to send them." on the signed-out screens (landing, sign-in), one line per account,
 * each with a link to sign in with that address filled in. Renders nothing when none wait.
 */
import { Link } from 'react-router'

export interface UnsentChangesOwner {
  userId: number
  /** How the account is named: first name and masked address. */
  who: string
  email: string
  count: number
}

const link =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-sm hover:bg-primary/90'

export function UnsentChangesNotice({ owners }: { owners: UnsentChangesOwner[] }) {
  if (owners.length === 0) return null
  return (
    <section
      role="status"
      aria-label="Changes waiting on this device"
      className="rounded-md border border-warning bg-warning/15 p-3 text-sm"
    >
      <ul className="grid gap-3">
        {owners.map((owner) => {
          const one = owner.count === 1
          return (
            <li key={owner.userId} className="flex flex-wrap items-center gap-3">
              <p className="mr-auto min-w-0 flex-1 basis-60">
                {one ? '1 change' : `${owner.count} changes`} saved on this device {one ? "hasn't" : "haven't"} been sent yet —{' '}
                {one ? 'it belongs' : 'they belong'} to <strong className="break-all">{owner.who}</strong>. Sign in as that account to send{' '}
                {one ? 'it' : 'them'}.
              </p>
              <Link to={`/login?email=${encodeURIComponent(owner.email)}`} className={link}>
                Sign in to send {one ? 'it' : 'them'}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

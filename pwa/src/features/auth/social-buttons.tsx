import { SOCIAL_PROVIDERS, SOCIAL_PROVIDER_LABELS } from '@dosewise/sync-protocol'
import { Button } from '../../ui/button'
import { peekReturnTo } from '../../lib/return-to'

/**
 * Spec §2: the four social sign-in buttons navigate the whole browser to /auth/{provider}
 * (a real navigation, so the server can redirect to the provider).
 */
export function SocialButtons() {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          onClick={() => {
            // The server brings the user back to the deep link they opened (or the dashboard).
            const returnTo = peekReturnTo('')
            window.location.assign(`/auth/${provider}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`)
          }}
        >
          Continue with {SOCIAL_PROVIDER_LABELS[provider]}
        </Button>
      ))}
    </div>
  )
}

export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  )
}

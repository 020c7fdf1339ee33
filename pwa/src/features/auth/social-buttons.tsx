import { SOCIAL_PROVIDERS, SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@dosewise/sync-protocol'
import { Button } from '../../ui/button'
import { toast } from '../../ui/toast/use-toast'
import { peekReturnTo } from '../../lib/return-to'
import { useSocialProviders } from './use-social-providers'

/**
 * Spec §2: the four social sign-in buttons navigate the whole browser to /auth/{provider}
 * (a real navigation, so the server can redirect to the provider). All four stay; one the server
 * says is not set up shows a toast here instead of leading to the server's bare 404 page. When
 * that is not known (offline, no answer yet), the button navigates.
 */
export function SocialButtons() {
  const configured = useSocialProviders()

  function continueWith(provider: SocialProvider) {
    if (configured?.[provider] === false) {
      toast({
        title: `${SOCIAL_PROVIDER_LABELS[provider]} sign-in is not set up on this server`,
        description: 'Please use your email and password instead.',
      })
      return
    }
    // The server brings the user back to the deep link they opened (or the dashboard).
    const returnTo = peekReturnTo('')
    window.location.assign(`/auth/${provider}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`)
  }

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button key={provider} type="button" variant="outline" onClick={() => continueWith(provider)}>
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

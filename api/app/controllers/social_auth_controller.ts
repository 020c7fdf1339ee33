import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { signIn } from '#http/sign_in'
import SocialAuthService, {
  DEFAULT_RETURN_TO,
  RETURN_TO_SESSION_KEY,
  safeReturnTo,
  type SocialAuthPage,
  type SocialProvider,
} from '#services/social_auth_service'
import { renderPage } from '#http/social_auth_page'

/**
 * Social sign-in by browser navigation: GET /auth/:provider sends the browser to the provider,
 * GET /auth/:provider/callback signs the person in and sends them into the PWA. The route only
 * matches the four known providers. Failures are small HTML pages (see SocialAuthService).
 * GET /api/auth/providers tells the PWA which providers are configured (JSON, public).
 */
@inject()
export default class SocialAuthController {
  constructor(private social: SocialAuthService) {}

  /** GET /api/auth/providers: which of the four buttons lead somewhere on this server. */
  async providers({ response }: HttpContext) {
    // Read per request like the redirect's check; never kept by a cache after a restart.
    response.header('Cache-Control', 'no-store')
    return this.social.configuredProviders()
  }

  async redirect({ params, request, session, ally, response }: HttpContext) {
    const provider = params.provider as SocialProvider
    if (!this.social.isConfigured(provider)) return sendPage(response, this.social.notConfigured(provider))

    const returnTo = safeReturnTo(request.qs().returnTo)
    if (returnTo) session.put(RETURN_TO_SESSION_KEY, returnTo)
    else session.forget(RETURN_TO_SESSION_KEY)
    return ally.use(provider).redirect()
  }

  async callback(ctx: HttpContext) {
    const { params, session, ally, auth, response } = ctx
    const provider = params.provider as SocialProvider
    const returnTo = safeReturnTo(session.pull(RETURN_TO_SESSION_KEY)) ?? DEFAULT_RETURN_TO
    if (!this.social.isConfigured(provider)) return sendPage(response, this.social.notConfigured(provider))

    const web = auth.use('web')
    const currentUser = (await web.check()) ? web.user : undefined
    const outcome = await this.social.handleCallback(provider, ally.use(provider), currentUser)
    if (outcome.kind === 'page') return sendPage(response, outcome.page)

    // A new session id (no session fixation), tagged with its user.
    await signIn(ctx, outcome.user)
    return response.redirect(returnTo)
  }
}

function sendPage(response: HttpContext['response'], page: SocialAuthPage) {
  response.status(page.status)
  response.header('Content-Type', 'text/html; charset=utf-8')
  response.header('Cache-Control', 'no-store')
  return response.send(renderPage(page))
}

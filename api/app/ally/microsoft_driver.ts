/**
 * "Sign in with Microsoft" for AdonisJS Ally, which ships no Microsoft driver: the Microsoft
 * identity platform v2 authorization-code flow, with the profile read from Microsoft Graph
 * `/me`. Works for work/school and personal accounts (tenant `common` by default).
 *
 * Microsoft does not tell whether the address it returns was ever verified (`mail` and
 * `userPrincipalName` can be set by a tenant admin to any value), so the driver reports
 * `emailVerificationState: 'unsupported'` and callers must not trust it for account linking.
 */
import { configProvider } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { ConfigProvider } from '@adonisjs/core/types'
import { Oauth2Driver, type ApiRequest } from '@adonisjs/ally'
import type {
  AllyUserContract,
  ApiRequestContract,
  LiteralStringUnion,
  Oauth2AccessToken,
  Oauth2DriverConfig,
  RedirectRequestContract,
} from '@adonisjs/ally/types'

export type MicrosoftScopes = 'openid' | 'profile' | 'email' | 'offline_access' | 'User.Read'

export type MicrosoftToken = Oauth2AccessToken & {
  idToken?: string
  scope?: string
}

export type MicrosoftDriverConfig = Oauth2DriverConfig & {
  /** `common` (any account), `organizations`, `consumers` or a tenant id / domain. */
  tenant?: string
  userInfoUrl?: string
  scopes?: LiteralStringUnion<MicrosoftScopes>[]
  prompt?: 'login' | 'none' | 'consent' | 'select_account'
}

/** The fields of Microsoft Graph's user resource this driver reads. */
export type MicrosoftGraphUser = {
  id: string
  displayName?: string | null
  givenName?: string | null
  surname?: string | null
  mail?: string | null
  userPrincipalName?: string | null
}

const DEFAULT_SCOPES: MicrosoftScopes[] = ['openid', 'profile', 'email', 'User.Read']
const GRAPH_ME = 'https://graph.microsoft.com/v1.0/me'

export class MicrosoftDriver extends Oauth2Driver<MicrosoftToken, MicrosoftScopes> {
  protected authorizeUrl: string
  protected accessTokenUrl: string
  protected userInfoUrl = GRAPH_ME
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = 'microsoft_oauth_state'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '

  constructor(
    ctx: HttpContext,
    public config: MicrosoftDriverConfig
  ) {
    super(ctx, config)
    const base = `https://login.microsoftonline.com/${encodeURIComponent(config.tenant || 'common')}/oauth2/v2.0`
    // config.authorizeUrl / accessTokenUrl, when set, win over these (Oauth2Client reads them first).
    this.authorizeUrl = `${base}/authorize`
    this.accessTokenUrl = `${base}/token`
    this.loadState()
  }

  protected configureRedirectRequest(request: RedirectRequestContract<MicrosoftScopes>) {
    request.scopes(this.config.scopes || DEFAULT_SCOPES)
    request.param('response_type', 'code')
    request.param('response_mode', 'query')
    if (this.config.prompt) request.param('prompt', this.config.prompt)
  }

  protected getAuthenticatedRequest(url: string, token: string): ApiRequest {
    const request = this.httpClient(url)
    request.header('Authorization', `Bearer ${token}`)
    request.header('Accept', 'application/json')
    request.param('$select', 'id,displayName,givenName,surname,mail,userPrincipalName')
    request.parseAs('json')
    return request
  }

  protected async getUserInfo(token: string, callback?: (request: ApiRequestContract) => void) {
    const request = this.getAuthenticatedRequest(this.config.userInfoUrl || this.userInfoUrl, token)
    if (typeof callback === 'function') callback(request)
    const body = (await request.get()) as MicrosoftGraphUser

    return {
      id: String(body.id),
      nickName: body.displayName ?? '',
      name: body.displayName ?? '',
      email: microsoftEmail(body),
      emailVerificationState: 'unsupported' as const,
      // Graph serves the photo as binary at /me/photo/$value: not a URL we can store.
      avatarUrl: null,
      original: body,
    }
  }

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  async accessToken(callback?: (request: ApiRequestContract) => void): Promise<MicrosoftToken> {
    const token = await super.accessToken(callback)
    return { ...token, idToken: token.id_token }
  }

  async user(callback?: (request: ApiRequestContract) => void): Promise<AllyUserContract<MicrosoftToken>> {
    const token = await this.accessToken(callback)
    return { ...(await this.getUserInfo(token.token, callback)), token }
  }

  async userFromToken(token: string, callback?: (request: ApiRequestContract) => void) {
    const user = await this.getUserInfo(token, callback)
    return { ...user, token: { token, type: 'bearer' as const } }
  }
}

/**
 * `mail` is the mailbox address; accounts without a mailbox only have the sign-in name
 * (userPrincipalName), which is an address for personal accounts but not for guest users
 * (`alice_example.com#EXT#@tenant.onmicrosoft.com`).
 */
function microsoftEmail(body: MicrosoftGraphUser): string | null {
  if (body.mail) return body.mail
  const upn = body.userPrincipalName
  return upn && upn.includes('@') && !upn.includes('#') ? upn : null
}

/**
 * Registers the driver in config/ally.ts, the way Ally's own `services.*` helpers do.
 */
export function microsoftService(config: MicrosoftDriverConfig): ConfigProvider<(ctx: HttpContext) => MicrosoftDriver> {
  return configProvider.create(async () => (ctx: HttpContext) => new MicrosoftDriver(ctx, config))
}

/**
 * Local OAuth2 stand-ins for Google, Facebook, Microsoft and GitHub (oauth2-mock-server), one
 * per provider on the loopback port bin/test.ts chose and put in OAUTH_<PROVIDER>_*_URL.
 * Each answers the authorize → token → user-info flow the way the real provider does, with
 * the user-info JSON in that provider's own shape, so Ally's real drivers run unchanged.
 * A test says who signs in next with `standIns.google.signInAs({ ... })`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpServer, OAuth2Issuer, OAuth2Service, type MutableResponse } from 'oauth2-mock-server'
import { Browser, type Answer } from '#tests/helpers/browser'

export const PROVIDERS = ['google', 'facebook', 'microsoft', 'github'] as const
export type Provider = (typeof PROVIDERS)[number]

export type Identity = {
  id: string
  /** null: the account shares no email address. */
  email: string | null
  /** Whether the provider says the address is verified (Google, GitHub). Default true. */
  emailVerified?: boolean
  firstName?: string
  lastName?: string
  /** GitHub login. */
  login?: string
  avatar?: string
}

type Shaped = { userinfo: unknown; emails?: unknown }

/** The JSON each real provider answers for the endpoint Ally's driver calls. */
const SHAPES: Record<Provider, (who: Identity) => Shaped> = {
  // https://openidconnect.googleapis.com/v1/userinfo (Ally reads the v3 userinfo: sub, email_verified)
  google: (who) => ({
    userinfo: {
      sub: who.id,
      name: fullName(who),
      given_name: who.firstName,
      family_name: who.lastName,
      picture: who.avatar,
      email: who.email ?? undefined,
      email_verified: who.email ? (who.emailVerified ?? true) : undefined,
      locale: 'en',
    },
  }),
  // https://graph.facebook.com/v10.0/me?fields=name,first_name,last_name,link,email,picture…
  facebook: (who) => ({
    userinfo: {
      id: who.id,
      name: fullName(who),
      first_name: who.firstName,
      last_name: who.lastName,
      email: who.email ?? undefined,
      picture: who.avatar ? { data: { height: 400, width: 400, is_silhouette: false, url: who.avatar } } : undefined,
    },
  }),
  // https://graph.microsoft.com/v1.0/me
  microsoft: (who) => ({
    userinfo: {
      '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
      id: who.id,
      displayName: fullName(who),
      givenName: who.firstName ?? null,
      surname: who.lastName ?? null,
      mail: who.email,
      userPrincipalName: who.email ?? `guest${who.id}_example.com#EXT#@contoso.onmicrosoft.com`,
      businessPhones: [],
      jobTitle: null,
    },
  }),
  // https://api.github.com/user (email null: the address is private) + /user/emails
  github: (who) => ({
    userinfo: {
      login: who.login ?? `user${who.id}`,
      id: Number(who.id),
      node_id: `U_${who.id}`,
      avatar_url: who.avatar,
      type: 'User',
      name: fullName(who),
      email: null,
    },
    emails: who.email
      ? [
          { email: `${who.id}+noreply@users.noreply.github.com`, primary: false, verified: true, visibility: null },
          { email: who.email, primary: true, verified: who.emailVerified ?? true, visibility: 'private' },
        ]
      : [],
  }),
}

/** What each provider's token endpoint answers (GitHub and Facebook send no id_token). */
const TOKEN_SHAPES: Record<Provider, (body: Record<string, unknown>) => Record<string, unknown>> = {
  google: (body) => body,
  facebook: ({ access_token }) => ({ access_token, token_type: 'bearer', expires_in: 5183944 }),
  microsoft: ({ access_token, id_token }) => ({
    token_type: 'Bearer',
    scope: 'openid profile email User.Read',
    expires_in: 3600,
    ext_expires_in: 3600,
    access_token,
    id_token,
  }),
  github: ({ access_token }) => ({ access_token, token_type: 'bearer', scope: 'read:user,user:email' }),
}

function fullName(who: Identity) {
  return [who.firstName, who.lastName].filter(Boolean).join(' ') || undefined
}

export class ProviderStandIn {
  identity: Identity = { id: '1', email: null }
  readonly authorizeUrl: string
  #service: OAuth2Service
  #server: HttpServer

  constructor(readonly provider: Provider) {
    const env = provider.toUpperCase()
    this.authorizeUrl = process.env[`OAUTH_${env}_AUTHORIZE_URL`]!
    if (!this.authorizeUrl) throw new Error(`OAUTH_${env}_AUTHORIZE_URL is not set (see bin/test.ts)`)

    this.#service = new OAuth2Service(new OAuth2Issuer())
    this.#service.on('beforeUserinfo', (response: MutableResponse) => {
      response.body = SHAPES[provider](this.identity).userinfo as MutableResponse['body']
    })
    this.#service.on('beforeResponse', (response: MutableResponse) => {
      if (response.statusCode === 200) {
        response.body = TOKEN_SHAPES[provider](response.body as Record<string, unknown>) as MutableResponse['body']
      }
    })
    this.#server = new HttpServer((req, res) => this.#handle(req, res))
  }

  signInAs(identity: Identity) {
    this.identity = identity
  }

  /** The person clicks "Cancel" on the provider's consent screen. */
  denyNext() {
    this.#service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code')
      url.searchParams.set('error', 'access_denied')
      url.searchParams.set('error_description', 'The user denied the request')
    })
  }

  /** The provider refuses the next authorization code (expired or already used). */
  refuseNextCode() {
    this.#service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = 400
      response.body = { error: 'invalid_grant', error_description: 'The code has expired' }
    })
  }

  async start() {
    const { port } = new URL(this.authorizeUrl)
    await this.#service.issuer.keys.generate('RS256')
    await this.#server.start(Number(port), '127.0.0.1')
    this.#service.issuer.url = new URL(this.authorizeUrl).origin
  }

  async stop() {
    if (this.#server.listening) await this.#server.stop()
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const path = url.pathname
    if (this.provider === 'github' && path === '/authorize' && !url.searchParams.has('response_type')) {
      // GitHub needs no response_type (Ally's driver sends none); the mock insists on one.
      url.searchParams.set('response_type', 'code')
      req.url = `${url.pathname}${url.search}`
    }
    if (this.provider === 'github' && path === '/user/emails') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(SHAPES.github(this.identity).emails))
      return
    }
    if (this.provider === 'github' && req.method === 'POST' && path === '/token') {
      // GitHub's token endpoint needs no grant_type and Ally's GitHub driver leaves it out;
      // the mock insists on one. Read the form here and hand it over already parsed
      // (body-parser skips a request whose body was consumed).
      const form = new URLSearchParams(await readBody(req))
      if (!form.has('grant_type')) form.set('grant_type', 'authorization_code')
      ;(req as IncomingMessage & { body?: unknown }).body = Object.fromEntries(form)
    }
    this.#service.requestHandler(req, res)
  }
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startStandIns() {
  const standIns = Object.fromEntries(PROVIDERS.map((p) => [p, new ProviderStandIn(p)])) as Record<Provider, ProviderStandIn>
  await Promise.all(Object.values(standIns).map((s) => s.start()))
  return {
    ...standIns,
    stop: async () => {
      await Promise.all(Object.values(standIns).map((s) => s.stop()))
    },
  }
}

/**
 * The browser's side of the dance up to the provider's redirect back to us: GET /auth/:provider
 * (our 302 to the provider), then the provider's authorize page (its 302 to our callback).
 * Returns our redirect and the callback path the provider sent the browser to.
 */
export async function beginSocialSignIn(browser: Browser, provider: Provider, query = '') {
  const start = await browser.get(`/auth/${provider}${query}`, { accept: 'text/html' })
  if (start.status !== 302) throw new Error(`GET /auth/${provider}: ${start.status} ${start.text}`)
  const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' })
  await authorize.arrayBuffer()
  const callback = new URL(authorize.headers.get('location')!)
  return { start, callback, callbackPath: `${callback.pathname}${callback.search}` }
}

export async function socialSignIn(browser: Browser, provider: Provider, query = ''): Promise<Answer> {
  const { callbackPath } = await beginSocialSignIn(browser, provider, query)
  return browser.get(callbackPath, { accept: 'text/html' })
}

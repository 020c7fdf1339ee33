/**
 * Social sign-in providers. Client ids and secrets come from the environment; a provider
 * without a client id stays registered but answers "… sign-in is not configured on this
 * server" (checked per request in SocialAuthService).
 *
 * OAUTH_<PROVIDER>_*_URL replace a provider's endpoints: the test suite points them at local
 * OAuth2 stand-ins (tests/helpers/oauth_stand_ins.ts) so no test talks to a real provider.
 */
import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'
import { microsoftService } from '#ally/microsoft_driver'

const appUrl = (env.get('APP_URL') ?? `http://localhost:${env.get('PORT') ?? 3333}`).replace(/\/$/, '')

const credentials = (prefix: 'GOOGLE' | 'FACEBOOK' | 'MICROSOFT' | 'GITHUB', provider: string) => ({
  clientId: env.get(`${prefix}_CLIENT_ID`) ?? '',
  clientSecret: env.get(`${prefix}_CLIENT_SECRET`) ?? '',
  callbackUrl: `${appUrl}/auth/${provider}/callback`,
  // Unset → undefined → the driver's real endpoint.
  authorizeUrl: env.get(`OAUTH_${prefix}_AUTHORIZE_URL`) || undefined,
  accessTokenUrl: env.get(`OAUTH_${prefix}_TOKEN_URL`) || undefined,
  userInfoUrl: env.get(`OAUTH_${prefix}_USERINFO_URL`) || undefined,
})

const allyConfig = defineConfig({
  google: services.google({
    ...credentials('GOOGLE', 'google'),
    scopes: ['openid', 'userinfo.email', 'userinfo.profile'],
  }),
  facebook: services.facebook({
    ...credentials('FACEBOOK', 'facebook'),
    scopes: ['email', 'public_profile'],
  }),
  microsoft: microsoftService({
    ...credentials('MICROSOFT', 'microsoft'),
    tenant: env.get('MICROSOFT_TENANT') || 'common',
    scopes: ['openid', 'profile', 'email', 'User.Read'],
  }),
  github: services.github({
    ...credentials('GITHUB', 'github'),
    // read:user + user:email (not the default `user`, which also grants profile writes).
    scopes: ['read:user', 'user:email'],
    userEmailUrl: env.get('OAUTH_GITHUB_EMAILS_URL') || undefined,
  }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}

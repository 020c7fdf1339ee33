import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'

const appUrl = env.get('APP_URL') ?? `http://localhost:${env.get('PORT') ?? 3333}`

const allyConfig = defineConfig({
  google: services.google({
    clientId: env.get('GOOGLE_CLIENT_ID') ?? '',
    clientSecret: env.get('GOOGLE_CLIENT_SECRET') ?? '',
    callbackUrl: `${appUrl}/auth/google/callback`,
  }),
  github: services.github({
    clientId: env.get('GITHUB_CLIENT_ID') ?? '',
    clientSecret: env.get('GITHUB_CLIENT_SECRET') ?? '',
    callbackUrl: `${appUrl}/auth/github/callback`,
  }),
  facebook: services.facebook({
    clientId: env.get('FACEBOOK_CLIENT_ID') ?? '',
    clientSecret: env.get('FACEBOOK_CLIENT_SECRET') ?? '',
    callbackUrl: `${appUrl}/auth/facebook/callback`,
  }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}

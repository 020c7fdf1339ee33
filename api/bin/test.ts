/**
 * Japa test runner entry point (`node ace test` spawns this file).
 */
process.env.NODE_ENV = 'test'

import { createServer } from 'node:net'

/**
 * Free loopback ports, held open together while probing so no two of them are the same.
 */
async function freePorts(count: number) {
  const probes = Array.from({ length: count }, () => createServer())
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<string>((resolve, reject) => {
          probe.once('error', reject)
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address()
            resolve(String(typeof address === 'object' && address ? address.port : 0))
          })
        })
    )
  )
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))))
  return ports
}

const SOCIAL_PROVIDERS = ['GOOGLE', 'FACEBOOK', 'MICROSOFT', 'GITHUB']
const [testPort, ...standInPorts] = await freePorts(1 + SOCIAL_PROVIDERS.length)

/**
 * Tests listen on loopback on a free port unless PORT is given, so suites can run side by side.
 */
process.env.TEST_PORT ||= testPort
process.env.PORT = process.env.TEST_PORT
process.env.HOST = '127.0.0.1'
// As behind a load balancer on the same machine: tests name a client's address with
// X-Forwarded-For to act as many clients (rate limits per client).
process.env.TRUST_PROXY ||= 'loopback'
process.env.APP_URL = `http://127.0.0.1:${process.env.PORT}`

/**
 * Social sign-in talks to local OAuth2 stand-ins, never to the real providers (even when a .env
 * holds real client ids): test credentials, and every endpoint on a free loopback port where
 * tests/helpers/oauth_stand_ins.ts starts a mock server.
 */
SOCIAL_PROVIDERS.forEach((provider, index) => {
  const base = `http://127.0.0.1:${standInPorts[index]}`
  process.env[`${provider}_CLIENT_ID`] = `test-${provider.toLowerCase()}-client`
  process.env[`${provider}_CLIENT_SECRET`] = `test-${provider.toLowerCase()}-secret`
  process.env[`OAUTH_${provider}_AUTHORIZE_URL`] = `${base}/authorize`
  process.env[`OAUTH_${provider}_TOKEN_URL`] = `${base}/token`
  process.env[`OAUTH_${provider}_USERINFO_URL`] = `${base}/userinfo`
  if (provider === 'GITHUB') process.env.OAUTH_GITHUB_EMAILS_URL = `${base}/user/emails`
})

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { APP_ROOT, importer } from './importer.js'

new Ignitor(APP_ROOT, { importer })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })

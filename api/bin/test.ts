/**
 * Japa test runner entry point (`node ace test` spawns this file).
 */
process.env.NODE_ENV = 'test'

import { createServer } from 'node:net'

/**
 * Tests listen on loopback on a free port unless PORT is given, so suites can run side by side.
 */
if (!process.env.TEST_PORT) {
  process.env.TEST_PORT = await new Promise<string>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(String(typeof address === 'object' && address ? address.port : 0)))
    })
  })
}
process.env.PORT = process.env.TEST_PORT
process.env.HOST = '127.0.0.1'
process.env.APP_URL = `http://127.0.0.1:${process.env.PORT}`

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

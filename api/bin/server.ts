/**
 * HTTP server entry point. Migrations and seeds run from DatabaseSetupProvider before it listens.
 */
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { APP_ROOT, importer } from './importer.js'

new Ignitor(APP_ROOT, { importer })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
  .httpServer()
  .start()
  .catch(async (error) => {
    // Exit, rather than linger without listening (open connections keep the loop alive).
    await prettyPrintError(error)
    process.exit(1)
  })

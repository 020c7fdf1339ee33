import { writeFileSync } from 'node:fs'
import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'

export const plugins: Config['plugins'] = [assert(), apiClient(), pluginAdonisJS(app)]

/**
 * The suites run against a fresh database: every table dropped and migrated again.
 * The summary is written for scripts/test-all.js, which adds up every suite's counts.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [() => testUtils.db().migrate()],
  teardown: [
    (runner) => {
      const file = process.env.JAPA_SUMMARY_FILE
      if (!file) return
      const { passed, failed } = runner.getSummary().aggregates
      writeFileSync(file, JSON.stringify({ passed, failed }))
    },
  ],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}

/**
 * The import rules of .dependency-cruiser.cjs (docs/conventions.md §3) each catch what they are
 * for: for every rule a small tree with one planted violation is cruised with the repository's
 * own rule set, and the rule must name it; the same tree without the violation must pass.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cruise } from 'dependency-cruiser'

const require = createRequire(import.meta.url)
const config = require('../../.dependency-cruiser.cjs')
const dirs = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** Writes `files` (path → source) into a fresh directory and cruises it with our rules. */
async function violations(files) {
  const dir = mkdtempSync(join(tmpdir(), 'dw-rules-'))
  dirs.push(dir)
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), source)
  }
  const roots = ['pwa', 'api', 'sync-protocol'].filter((top) => Object.keys(files).some((path) => path.startsWith(`${top}/`)))
  const { tsConfig: _ignored, ...options } = config.options
  const result = await cruise(roots, {
    ...options,
    baseDir: dir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    outputType: 'json',
  })
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
}

const fakePackage = (name, exportsMap = { '.': './index.js' }) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', exports: exportsMap }),
  ...Object.fromEntries(Object.values(exportsMap).map((file) => [`node_modules/${name}/${file.slice(2)}`, 'module.exports = {}\n'])),
})

const PLANTED = [
  {
    rule: 'feature-to-feature',
    files: {
      'pwa/src/features/journal/page.ts': "import { x } from '../shop/card'\nexport const y = x\n",
      'pwa/src/features/shop/card.ts': 'export const x = 1\n',
    },
  },
  {
    rule: 'feature-to-app',
    files: {
      'pwa/src/features/journal/page.ts': "import { x } from '../../app/router'\nexport const y = x\n",
      'pwa/src/app/router.ts': 'export const x = 1\n',
    },
  },
  {
    rule: 'dexie-outside-db',
    files: { 'pwa/src/features/journal/page.ts': "import Dexie from 'dexie'\nexport const y = Dexie\n", ...fakePackage('dexie') },
  },
  {
    rule: 'ui-imports-no-feature-or-storage',
    files: {
      'pwa/src/ui/button.ts': "import { x } from '../db/writes'\nexport const y = x\n",
      'pwa/src/db/writes.ts': 'export const x = 1\n',
    },
  },
  {
    rule: 'contract-imports-no-app',
    files: {
      'sync-protocol/src/engine.ts': "import { x } from '../../api/app/thing'\nexport const y = x\n",
      'api/app/thing.ts': 'export const x = 1\n',
    },
  },
  {
    rule: 'contract-does-no-io',
    files: { 'sync-protocol/src/engine.ts': "import { readFileSync } from 'node:fs'\nexport const y = readFileSync\n" },
  },
  {
    rule: 'contract-no-io-libraries',
    files: { 'sync-protocol/src/engine.ts': "import Dexie from 'dexie'\nexport const y = Dexie\n", ...fakePackage('dexie') },
  },
  {
    rule: 'apps-do-not-import-each-other',
    files: {
      'api/app/services/thing.ts': "import { x } from '../../../pwa/src/lib/dates'\nexport const y = x\n",
      'pwa/src/lib/dates.ts': 'export const x = 1\n',
    },
  },
  {
    rule: 'source-imports-no-test-code',
    files: {
      'pwa/src/lib/dates.ts': "import { x } from '../testing/fixture'\nexport const y = x\n",
      'pwa/src/testing/fixture.ts': 'export const x = 1\n',
    },
  },
  {
    rule: 'services-and-models-know-no-http',
    files: {
      'api/app/services/thing.ts': "import type { HttpContext } from '@adonisjs/core/http'\nexport type Y = HttpContext\n",
      ...fakePackage('@adonisjs/core', { './http': './build/modules/http/main.js' }),
      'node_modules/@adonisjs/core/build/modules/http/main.d.ts': 'export interface HttpContext {}\n',
    },
  },
]

describe('each import rule catches a planted violation', () => {
  for (const { rule, files } of PLANTED) {
    it(rule, async () => {
      const found = await violations(files)
      expect(
        found.filter((line) => line.startsWith(`${rule}:`)),
        found.join('\n')
      ).toHaveLength(1)
    })
  }

  it('the rule set itself is the repository’s (every rule planted once)', () => {
    expect(PLANTED.map((p) => p.rule).sort()).toEqual(config.forbidden.map((r) => r.name).sort())
  })

  it('a tree that keeps the rules has no violations', async () => {
    const found = await violations({
      'pwa/src/app/router.ts': "import { page } from '../features/journal/page'\nexport const routes = [page]\n",
      'pwa/src/features/journal/page.ts':
        "import { save } from '../../db/writes'\nimport { Button } from '../../ui/button'\nexport const page = [save, Button]\n",
      'pwa/src/features/journal/page.test.ts':
        "import { x } from '../../testing/fixture'\nimport { card } from '../shop/card'\nexport const t = [x, card]\n",
      'pwa/src/features/shop/card.ts': 'export const card = 1\n',
      'pwa/src/testing/fixture.ts': 'export const x = 1\n',
      'pwa/src/db/writes.ts': "import Dexie from 'dexie'\nexport const save = Dexie\n",
      'pwa/src/ui/button.ts': 'export const Button = 1\n',
      'sync-protocol/src/engine.ts': 'export const engine = 1\n',
      'sync-protocol/src/engine.test.ts': "import { readFileSync } from 'node:fs'\nexport const t = readFileSync\n",
      ...fakePackage('dexie'),
    })
    expect(found).toEqual([])
  })
})

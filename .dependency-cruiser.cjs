/**
 * The repository's import boundaries (docs/conventions.md §3), checked by `npm run lint`
 * (dependency-cruiser resolves every import, relative or aliased, type-only ones included).
 * scripts/rules/boundaries.test.mjs plants a violation of each rule and proves it is caught.
 */
// Test code: test files, testing folders, the e2e and bench suites, the API's tests and its
// test runner entry (api/bin/test.ts boots api/tests), and the repository-rules suite.
const TEST_FILE = '(\\.test\\.[tj]sx?$|\\.test\\.mjs$|/testing/|^e2e/|^bench/|^api/tests/|^api/bin/test\\.ts$|^scripts/)'

/** @type {import('dependency-cruiser').IConfiguration['forbidden']} */
const forbidden = [
  {
    name: 'feature-to-feature',
    comment: 'A feature never imports another feature; app/ composes them (docs/architecture.md).',
    severity: 'error',
    from: { path: '^pwa/src/features/([^/]+)/', pathNot: TEST_FILE },
    to: { path: '^pwa/src/features/', pathNot: '^pwa/src/features/$1/' },
  },
  {
    name: 'feature-to-app',
    comment: 'Features sit below app/: app imports features, never the other way.',
    severity: 'error',
    from: { path: '^pwa/src/(features|lib|ui|db|sync)/', pathNot: TEST_FILE },
    to: { path: '^pwa/src/app/' },
  },
  {
    name: 'dexie-outside-db',
    comment: 'Only pwa/src/db talks to Dexie; everything else reads and writes through it.',
    severity: 'error',
    from: { path: '^pwa/src/', pathNot: ['^pwa/src/db/', TEST_FILE] },
    to: { path: '(^|/)node_modules/(dexie|dexie-react-hooks)/' },
  },
  {
    name: 'ui-imports-no-feature-or-storage',
    comment: 'The design system knows no screen and no storage.',
    severity: 'error',
    from: { path: '^pwa/src/ui/', pathNot: TEST_FILE },
    to: { path: '^pwa/src/(features|app|db|sync|lib)/' },
  },
  {
    name: 'contract-imports-no-app',
    comment: 'sync-protocol is the bottom layer: it imports nothing from api/ or pwa/.',
    severity: 'error',
    from: { path: '^sync-protocol/src/' },
    to: { path: '^(api|pwa)/' },
  },
  {
    name: 'contract-does-no-io',
    comment: 'sync-protocol is pure: no file system, network, processes or databases (tests may read fixtures).',
    severity: 'error',
    from: { path: '^sync-protocol/src/', pathNot: TEST_FILE },
    to: {
      dependencyTypes: ['core'],
      path: '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|dgram|dns|tls|cluster|worker_threads|sqlite)$',
    },
  },
  {
    name: 'contract-no-io-libraries',
    comment: 'sync-protocol is pure: no storage, HTTP or framework libraries.',
    severity: 'error',
    // One exception: the report PDF renderer (sync-protocol/src/reports/pdf.ts) uses React only as
    // react-pdf's document language (createElement, no DOM); its fonts are passed in, so no I/O.
    from: { path: '^sync-protocol/src/', pathNot: [TEST_FILE, '^sync-protocol/src/reports/pdf\\.ts$'] },
    to: { path: '(^|/)node_modules/(dexie|@adonisjs|better-sqlite3|pg|ioredis|react|react-dom)/' },
  },
  {
    name: 'apps-do-not-import-each-other',
    comment: 'api/ and pwa/ share only the contract.',
    severity: 'error',
    from: { path: '^(api|pwa)/' },
    to: { path: '^(api|pwa)/', pathNot: '^$1/' },
  },
  {
    name: 'source-imports-no-test-code',
    comment: 'Test fixtures and helpers stay out of the shipped code.',
    severity: 'error',
    from: { pathNot: TEST_FILE },
    to: { path: TEST_FILE },
  },
  {
    name: 'services-and-models-know-no-http',
    comment: 'API services and models take plain values; controllers deal with HTTP.',
    severity: 'error',
    from: { path: '^api/app/(services|models)/' },
    to: {
      path: ['^api/app/controllers/', '(^|/)node_modules/@adonisjs/core/build/modules/http/', '(^|/)node_modules/@adonisjs/http-server/'],
    },
  },
]

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(pwa|api|sync-protocol)/(dist|build)/|^(data|test-results)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
}

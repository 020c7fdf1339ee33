// One lint config for the monorepo: typescript-eslint's recommended rules on every workspace.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', 'data/**', '**/*.d.ts', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        document: 'readonly',
        window: 'readonly',
        navigator: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // AdonisJS declares its typed config by extending interfaces with no members of their own.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Scripts the service worker loads as they are (pwa/public/push-sw.js).
    files: ['pwa/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly' } },
  },
  {
    // CommonJS config files (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // The Rules of Hooks, and complete effect dependencies, in the PWA.
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A dynamic import's namespace holds every export, so importing the protocol package's barrel
      // that way puts the whole package (engine, matcher, every screen's schemas) in one chunk that
      // every signed-in start downloads and runs. Import a small module that re-exports what is needed.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.value='@dosewise/sync-protocol']",
          message: 'Import a module that re-exports only what is needed (see pwa/src/lib/session-schemas.ts).',
        },
      ],
    },
  }
)

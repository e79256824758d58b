import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { existsSync, readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'

// The import direction of ARCHITECTURE.md:
// contract, domain → src/lib, src/components, src/stores → src/api → src/features → src/routes, src/app.
// workers/ and server/ import only contract/ and domain/; features never import each other.
const zones = [
  {
    target: ['./contract', './domain'],
    from: ['./src', './server', './workers'],
    message: 'contract/ and domain/ are pure and import nothing of the app.',
  },
  { target: ['./server', './workers'], from: ['./src'], message: 'server/ and workers/ never import src/.' },
  { target: ['./workers'], from: ['./server'], message: 'workers/ import only contract/ and domain/.' },
  {
    target: ['./src/lib', './src/components', './src/stores'],
    from: ['./src/api', './src/features', './src/routes', './src/app'],
    message: 'lib, components and stores sit below api, features, routes and app.',
  },
  {
    target: ['./src/api'],
    from: ['./src/features', './src/routes', './src/app'],
    message: 'src/api sits below features, routes and app.',
  },
  {
    target: ['./src/features'],
    from: ['./src/routes', './src/app'],
    message: 'features are composed by routes and app, never the other way round.',
  },
]

// Features never import each other: every feature folder may reach into no other feature folder.
const featureDirs = existsSync('./src/features')
  ? readdirSync('./src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []
for (const feature of featureDirs) {
  zones.push({
    target: [`./src/features/${feature}`],
    from: ['./src/features'],
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in routes.',
  })
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'src/routeTree.gen.ts',
      'locales',
      'test-results',
      'playwright-report',
      'server/db/migrations',
      '.scratch*',
      'tmp-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='invalidateQueries'][arguments.length=0]",
          message: 'Invalidate by query key, never everything.',
        },
      ],
    },
  },
)

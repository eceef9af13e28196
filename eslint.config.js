import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A relative path up and into the server folder: `../../../server/src/...`. */
const SERVER_PATH = /^(\.\.\/)+server(\/|$)/;
const SHARED_RULES =
  'The portal does not import server code: put a rule both need in domain/ and import it as #domain/<file>.';

/** esquery cannot read a slash inside a /regex/ literal; the same pattern with each slash escaped as \u002F. */
function esqueryRegex(pattern) {
  return `/${pattern.source.replaceAll('\\/', '\\u002F')}/`;
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-output/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // What the portal shares with the server lives in domain/ (`#domain/...`); the server's own code stays its own.
      'no-restricted-imports': ['error', { patterns: [{ regex: SERVER_PATH.source, message: SHARED_RULES }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${esqueryRegex(SERVER_PATH)}]`, message: SHARED_RULES },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // @noble/hashes: pure JavaScript SHA-256, the same in Node and in the browser (the Merkle log's hashing).
              regex: '^(?!\\./|@noble/hashes/)',
              message: 'The shared rules import only each other: they run unchanged in Node and in the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import jest from 'eslint-plugin-jest';
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

/** `expect(list.every(...)).toBe(true)` fails without naming the element: filter the ones that fail and expect []. */
const EVERY_TO_BE_TRUE = {
  selector:
    "CallExpression[callee.property.name='toBe'][arguments.0.value=true][callee.object.callee.name='expect'][callee.object.arguments.0.callee.property.name='every']",
  message: 'Name the elements that fail: expect(list.filter((item) => !rule(item))).toEqual([]).',
};
const PORTAL_IMPORTS = (message) => ({
  selector: `ImportExpression[source.value=${esqueryRegex(SERVER_PATH)}]`,
  message,
});

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
    // A promise nobody awaits loses its failure and its order: await it, return it, or mark it
    // with `void` where running on is meant. This rule needs the types, so it reads each folder's
    // tsconfig.json.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // What the portal shares with the server lives in domain/ (`#domain/...`); the server's own code stays its own.
      'no-restricted-imports': ['error', { patterns: [{ regex: SERVER_PATH.source, message: SHARED_RULES }] }],
      'no-restricted-syntax': ['error', PORTAL_IMPORTS(SHARED_RULES)],
    },
  },
  {
    files: ['domain/**/*.ts'],
    // The specs run in Node only, under Jest: they may use its tools (fast-check).
    ignores: ['domain/**/*.spec.ts'],
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
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/valid-expect': 'error',
      'no-restricted-syntax': ['error', EVERY_TO_BE_TRUE],
      // A test asserts: expect(), or a browser locator's waitFor() (it fails when the element never comes),
      // page.waitForURL(), until() (both fail when the state never comes), fast-check's fc.assert, or a helper
      // whose name says it checks.
      'jest/expect-expect': [
        'error',
        {
          assertFunctionNames: [
            'expect',
            'expect*',
            '**.waitFor',
            '**.waitForURL',
            'until',
            'assert*',
            '**.expect*',
            'fc.assert',
          ],
        },
      ],
    },
  },
  {
    // The portal's specs keep the portal's own rule beside the tests' one.
    files: ['portal/**/*.spec.ts', 'portal/**/*.spec.tsx'],
    rules: { 'no-restricted-syntax': ['error', PORTAL_IMPORTS(SHARED_RULES), EVERY_TO_BE_TRUE] },
  },
  prettier,
);

/** Three projects: unit (beside the code), api (real app over HTTP), browser (real Chromium). */
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/test/tsconfig.jest.json' }],
};
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    // Sources import './x.js' (Node ESM); under ts-jest the file is x.ts.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The shared rules' source, as the "signaldesk-source" condition of package.json "imports" names it.
    '^#domain/(.*)$': '<rootDir>/domain/$1.ts',
    // Its ES builds import JSON without an import attribute, which Jest's ESM loader warns about.
    '^libphonenumber-js$': '<rootDir>/node_modules/libphonenumber-js/index.cjs',
    '^libphonenumber-js/max$': '<rootDir>/node_modules/libphonenumber-js/max/index.cjs',
    // An ES module that @fastify/static requires, which Jest cannot require (see the file).
    '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs',
    // Vite turns an imported image into its URL; under Jest any URL will do.
    '\\.svg$': '<rootDir>/test/support/asset-url.ts',
  },
  transform,
  setupFiles: ['<rootDir>/test/setup-reflect.ts'],
};

export default {
  // A project-level testTimeout is ignored by Jest; this one applies to every project.
  testTimeout: 60000,
  // Suites spend much of their time waiting on databases, timers and child processes, so two run
  // at once even on two cores (Jest's own default there is one). TEST_WORKERS overrides it: CI's
  // second Node pass, which runs beside the main one, uses one.
  maxWorkers: Number(process.env.TEST_WORKERS) || 2,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/domain/**/*.spec.ts',
        '<rootDir>/server/src/**/*.spec.ts',
        '<rootDir>/portal/src/**/*.spec.ts?(x)',
        '<rootDir>/integrations/**/*.spec.ts',
        '<rootDir>/scripts/**/*.spec.ts',
      ],
      setupFiles: [...common.setupFiles, '<rootDir>/test/setup-jsdom.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'],
      // The Redis suites need a Redis server: they run when TEST_REDIS_URL names one.
      testPathIgnorePatterns: process.env.TEST_REDIS_URL ? [] : ['<rootDir>/test/api/redis/'],
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
    },
  ],
};

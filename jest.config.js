// One jest run covers every package: `projects` keeps each package's environment apart.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc };

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../tools/src/jest-setup.ts'],
});

module.exports = {
  projects: [
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform,
      // marked, feed and sanitize-html's HTML parser ship ES modules only: swc turns them into CommonJS for jest.
      transformIgnorePatterns: ['/node_modules/(?!(sanitize-html/node_modules/)?(marked|feed|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)'],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // node-loaded-modules first in every API test: a table import reaches a module's index, which loads jose.
      setupFilesAfterEnv: ['<rootDir>/src/test/node-loaded-modules.ts', '<rootDir>/../tools/src/jest-setup-node.ts'],
    },
    {
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/../tools/src/jest-setup-node.ts'],
    },
    ...['shared-lib', 'shell', 'mfe-account', 'mfe-estimator', 'mfe-property-report', 'mfe-agent', 'mfe-maintenance', 'widget'].map(browserProject),
  ],
};

// Jest runs every *.test.ts(x) next to its code: lib/, components/, app/, scripts/, backend/.
// Tests run in Node by default; a component test opts into a DOM with the docblock
// `/** @jest-environment jsdom */` at the top of its file.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: __dirname });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/.data/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

module.exports = createJestConfig(config);

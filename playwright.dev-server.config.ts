import {defineConfig, devices} from '@playwright/test';

import {chromiumLaunchOptions} from './scripts/browser/chromium';

/**
 * The writer's live preview (tests/e2e/dev-server.spec.ts): the spec starts `npm start` and
 * `npm run start:zh` itself, one after the other, so it needs no build and no web server here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /dev-server\.spec\.ts$/,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: 'list',
  use: {
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
  },
});

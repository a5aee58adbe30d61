import {defineConfig, devices} from '@playwright/test';

import {consentStorageKey} from './data/analytics';
import {chromiumLaunchOptions} from './scripts/browser/chromium';
import {hostedSearch} from './features/search';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test took about 30% of the suite's time; rerun a failing test with
    // `--trace on` to get one. A failure's screenshot is in the report.
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    // A reader who has declined analytics: the banner stays hidden. tests/e2e/consent.spec.ts starts
    // from an empty storage, as a first visit does.
    storageState: {
      cookies: [],
      origins: [PORT, hostedSearch.port].map((port) => ({
        origin: `http://127.0.0.1:${port}`,
        localStorage: [{name: consentStorageKey, value: 'denied'}],
      })),
    },
  },
  // The writer's `npm start` has a config of its own (playwright.dev-server.config.ts): no build needed.
  testIgnore: /dev-server\.spec\.ts$/,
  webServer: [
    {
      // The production build, served with the production web-server rules.
      command: `npm run serve -- --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/docs/workflow/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      // The English build in hosted search mode (tests/e2e/search-hosted.spec.ts).
      command: `npm run serve -- --port ${hostedSearch.port} --dir ${hostedSearch.outDir}`,
      url: `http://127.0.0.1:${hostedSearch.port}/docs/workflow/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
  ],
});

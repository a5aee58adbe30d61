import {defineConfig} from '@playwright/test';

import base from './playwright.config';

/**
 * The writer's live preview (tests/e2e/dev-server.spec.ts), with the browser and timeouts of the main
 * config: the spec starts `npm start` and `npm run start:zh` itself, one after the other, so it needs
 * no build, no web server and one worker.
 */
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: /dev-server\.spec\.ts$/,
  workers: 1,
  webServer: undefined,
  // Its own report: the browser tests' HTML report, written just before, stays as it is.
  reporter: 'list',
});

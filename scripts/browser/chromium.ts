/**
 * Debian's Chromium, as the browser tests and the benchmarks launch it (Playwright's own browser
 * download is not available everywhere). Background networking is off: this machine's network is closed.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

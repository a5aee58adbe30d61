import {colourRules, expectNoAxeViolations} from './axe';
import {CHROME_SELECTORS, chromeShapes} from './chrome';
import {expect, pageTest, switchToDarkMode} from './fixtures';

const paths = (process.env.PROFILE_PATHS ?? '').split(',');
for (const [i, path] of paths.entries()) {
  pageTest(`profile ${i} ${path}`, async ({sitePage: page}) => {
    const t: [string, number][] = [];
    const t0 = performance.now();
    let last = t0;
    const mark = (name: string) => { const now = performance.now(); t.push([name, Math.round(now - last)]); last = now; };
    const response = await page.goto(path); mark('goto');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible(); mark('h1');
    await chromeShapes(page); mark('shapes');
    await expectNoAxeViolations(page, 'l', {exclude: CHROME_SELECTORS}); mark('axe-light');
    await switchToDarkMode(page); mark('dark');
    await expectNoAxeViolations(page, 'd', {exclude: CHROME_SELECTORS, rules: colourRules}); mark('axe-dark');
    console.log(path, JSON.stringify(t), Math.round(performance.now() - t0));
  });
}

import {readFileSync} from 'node:fs';

import type {AxeResults, ContextObject, Result, RunOptions} from 'axe-core';
import type {Page} from '@playwright/test';

import {expect} from './fixtures';

/**
 * The rules the site is held to, at every impact level: WCAG 2.0 and 2.1, levels A and AA, and axe's
 * best practices (landmarks, heading order, unique ids…).
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The WCAG A/AA rules whose outcome depends on colours. A colour mode changes only colours, so a page
 * checked in full in one mode is checked in the other against these.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe-core's browser build, run in the page itself. @axe-core/playwright's AxeBuilder evaluated these
 * 550 KB twice on every call: with two calls a page, that was about half of axe's time on an API page.
 * Here a page gets it once per load, and each call is one evaluation. The site has no frames to
 * visit.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & {
  axe: {run(context: ContextObject, options: RunOptions): Promise<AxeResults>};
};

async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** Nodes listed per rule in a failure message; the rest are counted. */
const NODES_SHOWN = 12;

/** One line per offending node: its selector and what axe measured (e.g. the contrast ratio and colours). */
function describe(violation: Result): string {
  const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
    const checks = [...node.any, ...node.all, ...node.none].map((check) => check.message);
    return `    ${node.target.join(' >> ')}\n      ${checks[0] ?? node.failureSummary ?? ''}`;
  });
  const more = violation.nodes.length - NODES_SHOWN;
  if (more > 0) nodes.push(`    … and ${more} more`);
  return `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
}

export interface AxeScope {
  /** Only this part of the page. */
  include?: string;
  /** The page without these parts (document-level rules still run). */
  exclude?: readonly string[];
  /** Only these rules, instead of every rule of `wcagTags`. */
  rules?: readonly string[];
}

/**
 * Runs axe on the page as it is now, within `scope`, and fails with the rule, impact and offending
 * selectors of every violation. `label` names the state in the message.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  {include, exclude = [], rules}: AxeScope = {},
): Promise<void> {
  // Colour transitions (Infima's links, buttons, a just-switched colour mode) must end first:
  // axe would otherwise measure a colour half-way.
  // Only running CSS transitions are awaited (a paused or endless animation never finishes),
  // and no longer than a second.
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter(
            (animation) => animation instanceof CSSTransition && animation.playState === 'running',
          )
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  );
  const excluded = exclude.map((selector) => [selector]);
  const context: ContextObject = include
    ? {include: [include], exclude: excluded}
    : {exclude: excluded};
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: [...rules]} : {type: 'tag', values: wcagTags},
    // Only violations are reported in full: passing rules would otherwise list (and serialise)
    // every node they checked.
    resultTypes: ['violations'],
  };
  await injectAxe(page);
  // Handed over as JSON: Playwright's argument types would expand axe's option types without end.
  const violations: Result[] = await page.evaluate(
    ({context, options}) =>
      (window as unknown as AxeWindow).axe
        .run(JSON.parse(context) as ContextObject, JSON.parse(options) as RunOptions)
        .then(({violations}) => violations),
    {context: JSON.stringify(context), options: JSON.stringify(options)},
  );
  expect(violations.map(describe), `axe: violations (${label})`).toEqual([]);
}

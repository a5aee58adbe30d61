import type {Page} from '@playwright/test';

import {feedbackEvent, feedbackReasonEvent, feedbackReasons} from '../../data/analytics';
import {facts} from '../../data/facts';
import {siteDefaults} from '../../data/site';
import {expectNoAxeViolations} from './axe';
import {largeMoves} from './layoutShift';
import {colorModeToggle, expect, localePath, locales, message, test} from './fixtures';

/** "Was this page helpful?" at the end of guides and API pages, in both locales. */

const widget = (page: Page) => page.locator('section.page-feedback');

/** The data layer's events named `name`. */
const eventsNamed = (page: Page, name: string) =>
  page.evaluate(
    (wanted) =>
      (window.dataLayer ?? []).filter(
        (entry) =>
          !!entry && typeof entry === 'object' && (entry as {event?: unknown}).event === wanted,
      ),
    name,
  );
/** The votes (`page_feedback`), sent on the click of Yes or No. */
const votes = (page: Page) => eventsNamed(page, feedbackEvent);
/** The reasons (`page_feedback_reason`), sent with Send. */
const reasons = (page: Page) => eventsNamed(page, feedbackReasonEvent);

/** The widget's own code has arrived (its status line is part of it, not of the page's code). */
const widgetLoaded = (page: Page) => expect(widget(page).locator('[role="status"]')).toBeAttached();

const reasonText: Record<string, [string, string]> = {
  hard_to_understand: ['flowloom.feedback.reason.hardToUnderstand', 'Hard to understand'],
  inaccurate_or_outdated: ['flowloom.feedback.reason.inaccurate', 'Inaccurate or outdated'],
  missing_information: ['flowloom.feedback.reason.missing', 'Missing information'],
  example_does_not_work: ['flowloom.feedback.reason.exampleFails', 'The example does not work'],
  easy_to_understand: ['flowloom.feedback.reason.easy', 'Easy to understand'],
  solved_my_problem: ['flowloom.feedback.reason.solved', 'Solved my problem'],
  example_worked: ['flowloom.feedback.reason.exampleWorked', 'The example worked'],
  other: ['flowloom.feedback.reason.other', 'Other'],
};

for (const locale of locales) {
  const text = (id: string, english: string) => message(locale, id, english);
  const yes = (page: Page) =>
    widget(page).getByRole('button', {name: text('flowloom.feedback.yes', 'Yes'), exact: true});
  const no = (page: Page) =>
    widget(page).getByRole('button', {name: text('flowloom.feedback.no', 'No'), exact: true});
  const send = (page: Page) =>
    widget(page).getByRole('button', {name: text('flowloom.feedback.send', 'Send')});
  const thanks = text('flowloom.feedback.thanks', 'Thanks for your feedback!');
  const reason = (page: Page, id: string) => {
    const [key, english] = reasonText[id] ?? [id, id];
    return widget(page).getByRole('radio', {name: text(key, english), exact: true});
  };

  for (const [kind, slug] of [
    ['guide', 'concepts-flows'],
    ['API page', 'api/simplified-run-flow'],
  ] as const) {
    const path = localePath(locale, slug);

    test(`${kind} (${locale}): No is sent on the click, the reason with Send; thanks announced and kept for the visit`, async ({
      page,
    }) => {
      // The widget's code is held back until the reader has answered: the answer is given to the
      // page's own Yes and No, as a reader who answers before the browser is idle does. (Released
      // at any moment instead, it could replace the buttons under the click.)
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/page-feedback\.\w+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Not until `load`: a script held back can hold the load event.
      await page.goto(path, {waitUntil: 'domcontentloaded'});
      // At the end of the article, after the page's own text.
      await expect(widget(page)).toBeVisible();
      expect(
        await page.evaluate(() => {
          const section = document.querySelector('section.page-feedback');
          const content = document.querySelector('article .theme-doc-markdown');
          return (
            !!section &&
            !!content &&
            !!section.closest('article') &&
            !!(content.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING)
          );
        }),
      ).toBe(true);
      await expect(widget(page).locator('#page-feedback-title')).toHaveText(
        text('flowloom.feedback.question', 'Was this page helpful?'),
      );

      // The report link: a new issue on the docs repository with the page's title and address.
      const title = (await page.locator('article h1').first().textContent())?.trim() ?? '';
      const href = await widget(page)
        .getByRole('link', {
          name: text('flowloom.feedback.report', 'Report a problem with this page'),
        })
        .getAttribute('href');
      const report = new URL(href ?? '');
      expect(`${report.origin}${report.pathname}`).toBe(`${facts.links.docsRepo}/issues/new`);
      expect(report.searchParams.get('title')).toBe(`Docs: ${title}`);
      expect(report.searchParams.get('body')).toContain(`${siteDefaults.url}${path}`);

      // Hydrated: the buttons answer.
      await expect(colorModeToggle(page)).toBeEnabled();
      await no(page).click();
      // The vote is in the data layer at once, before the widget's code has arrived.
      const pathname = new URL(page.url()).pathname;
      const vote = {helpful: false, page_path: pathname, locale};
      expect(await votes(page)).toEqual([{event: feedbackEvent, ...vote}]);
      release();
      await expect(widget(page).getByRole('group')).toContainText(
        text('flowloom.feedback.whatWentWrong', 'What went wrong?'),
      );
      const radios = widget(page).getByRole('radio');
      await expect(radios).toHaveCount(feedbackReasons.no.length);
      for (const id of feedbackReasons.no) await expect(reason(page, id)).toBeVisible();
      await expect(reason(page, feedbackReasons.no[0])).toBeFocused();
      await reason(page, 'example_does_not_work').check();
      await send(page).click();

      const status = widget(page).getByRole('status');
      await expect(status).toHaveText(thanks);
      await expect(status).toBeFocused();
      expect(await votes(page)).toEqual([{event: feedbackEvent, ...vote}]);
      expect(await reasons(page)).toEqual([
        {event: feedbackReasonEvent, ...vote, reason: 'example_does_not_work'},
      ]);

      // A reload shows the thanks, not the question, and sends nothing more.
      await page.reload();
      await widgetLoaded(page);
      await expect(widget(page).getByRole('status')).toHaveText(thanks);
      await expect(yes(page)).toHaveCount(0);
      expect([...(await votes(page)), ...(await reasons(page))]).toEqual([]);
    });
  }

  test(`a reader who answers and leaves without a reason is counted (${locale}); the visit keeps the answer`, async ({
    page,
  }) => {
    const path = localePath(locale, 'concepts-flows');
    await page.goto(path);
    await widgetLoaded(page);
    await yes(page).click();
    await expect(reason(page, feedbackReasons.yes[0])).toBeFocused();
    expect(await votes(page)).toEqual([
      {event: feedbackEvent, helpful: true, page_path: path, locale},
    ]);
    // Leaving now: the next view of the page in this visit thanks, and sends nothing more.
    await page.goto(localePath(locale, 'concepts-components'));
    await page.goto(path);
    await widgetLoaded(page);
    await expect(widget(page).getByRole('status')).toHaveText(thanks);
    expect([...(await votes(page)), ...(await reasons(page))]).toEqual([]);
  });

  test(`by keyboard only (${locale}): Yes, a reason with the arrow keys, Send; axe-clean at each step in both modes`, async ({
    page,
  }) => {
    const path = localePath(locale, 'concepts-flows');
    const axe = async (step: string) => {
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme: mode});
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectNoAxeViolations(page, `feedback, ${step} (${locale}), ${mode}`, {
          include: 'section.page-feedback',
        });
      }
    };
    await page.goto(path);
    await widgetLoaded(page);
    await axe('question');
    await yes(page).focus();
    await page.keyboard.press('Enter');
    await expect(reason(page, feedbackReasons.yes[0])).toBeFocused();
    await expect(widget(page).getByRole('radio')).toHaveCount(feedbackReasons.yes.length);
    await axe('reasons');
    await page.keyboard.press('ArrowDown');
    await expect(reason(page, feedbackReasons.yes[1])).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(send(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(widget(page).getByRole('status')).toHaveText(thanks);
    await axe('thanks');
    expect(await votes(page)).toEqual([expect.objectContaining({helpful: true, locale})]);
    expect(await reasons(page)).toEqual([
      expect.objectContaining({helpful: true, reason: feedbackReasons.yes[1], locale}),
    ]);
  });
}

test("the widget's code loads after the page is interactive, and nothing moves, on a first visit or a reload that shows the thanks", async ({
  page,
}) => {
  await page.setViewportSize({width: 360, height: 740});
  const path = localePath('en', 'concepts-flows');
  await page.goto(path);
  await widgetLoaded(page);
  // The widget's chunk started after the load event (the page's own code needs no more to answer).
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => /\/page-feedback\.[\w]+\.js$/.test(entry.name));
    return {load: navigation.loadEventEnd, chunk: chunk?.startTime};
  });
  expect(timing.chunk, 'the page-feedback chunk').toBeDefined();
  expect(timing.chunk).toBeGreaterThanOrEqual(timing.load);
  await widget(page).scrollIntoViewIfNeeded();
  expect(await largeMoves(page)).toEqual([]);

  await widget(page).getByRole('button', {name: 'Yes', exact: true}).click();
  await widget(page).getByRole('radio', {name: 'Solved my problem'}).check();
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await page.reload();
  await widgetLoaded(page);
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for your feedback!');
  expect(await largeMoves(page)).toEqual([]);
});

test('with storage blocked, the widget still answers, silently, and a reload asks again', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto(localePath('en', 'concepts-flows'));
  await widgetLoaded(page);
  await widget(page).getByRole('button', {name: 'No', exact: true}).click();
  await widget(page).getByRole('radio', {name: 'Missing information'}).check();
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for your feedback!');
  expect(await votes(page)).toHaveLength(1);
  expect(await reasons(page)).toHaveLength(1);
  await page.reload();
  await widgetLoaded(page);
  await expect(widget(page).getByRole('button', {name: 'No', exact: true})).toBeVisible();
});

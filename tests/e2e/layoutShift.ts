import type {Page} from '@playwright/test';

export interface Move {
  /** The element that moved: tag and classes. */
  node: string;
  /** How far its top moved, in CSS pixels. */
  dy: number;
}

/**
 * Every move of a layout shift so far (those right after an input excluded, as Cumulative Layout Shift
 * excludes them), with how far each element's top moved. Tests hold moves to a few pixels rather
 * than the score to 0: a score of 0.00003 (a line nudged by about a pixel) was seen once on a loaded
 * machine and not again in 80 loads, while a banner or a widget drawn late moves the page below it by
 * its whole height.
 */
export const layoutMoves = (page: Page): Promise<Move[]> =>
  page.evaluate(
    () =>
      new Promise<Move[]>((resolve) => {
        const moves: Move[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            hadRecentInput: boolean;
            sources: {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
          })[]) {
            if (entry.hadRecentInput) continue;
            for (const source of entry.sources)
              moves.push({
                node:
                  source.node instanceof Element
                    ? `${source.node.tagName.toLowerCase()}.${Array.from(source.node.classList).join('.')}`
                    : String(source.node?.nodeName),
                dy: source.currentRect.y - source.previousRect.y,
              });
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(moves), 500);
      }),
  );

/** Moves of more than `pixels`: what a late banner or widget would cause. */
export const largeMoves = async (page: Page, pixels = 4): Promise<Move[]> =>
  (await layoutMoves(page)).filter(({dy}) => Math.abs(dy) > pixels);

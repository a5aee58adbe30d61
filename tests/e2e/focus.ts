import type {Page} from '@playwright/test';

import {expect} from './fixtures';

/** WCAG 1.4.11: a focus indicator needs 3:1 against the colours next to it. */
const MIN_RING_CONTRAST = 3;

type Rgba = [number, number, number, number];

/** What the browser computed for the focused element: its ring, what lies behind it, where it is. */
interface FocusState {
  element: string;
  ring: string | null;
  /** Background colours from the ring's nearest layer outwards, down to the first opaque one. */
  backgrounds: string[];
  inViewport: boolean;
}

/** `rgb(…)`/`rgba(…)`, as getComputedStyle serialises colours, to channels 0–255 and alpha 0–1. */
function parseColor(color: string): Rgba {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
  if (!match) throw new Error(`unparsed colour: ${color}`);
  const [, r, g, b, a] = match;
  return [Number(r), Number(g), Number(b), a === undefined ? 1 : Number(a)];
}

/** `top` painted over `bottom` (opaque). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

function readFocus(page: Page): Promise<FocusState | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // A ring that fades in (a box-shadow transition) is judged once it has arrived.
    await Promise.race([
      Promise.allSettled(element.getAnimations().map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow === 'none' ? null : style.boxShadow;
    const ring = hasOutline
      ? style.outlineColor
      : (/rgba?\([^)]*\)/.exec(shadow ?? '')?.[0] ?? null);
    // An outline or outer shadow lies outside the element: behind it is the parents' background.
    const inset = !hasOutline && shadow?.includes('inset');
    const backgrounds: string[] = [];
    for (
      let layer: Element | null = inset ? element : element.parentElement;
      layer;
      layer = layer.parentElement
    ) {
      const background = getComputedStyle(layer).backgroundColor;
      if (/^rgba\(.*,\s*0\)$/.test(background)) continue;
      backgrounds.push(background);
      if (!background.startsWith('rgba')) break;
    }
    const rect = element.getBoundingClientRect();
    const inViewport =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {element: `<${element.tagName.toLowerCase()}> "${name}"`, ring, backgrounds, inViewport};
  });
}

/**
 * Asserts what a keyboard user needs after each key press: something is focused, it is on screen,
 * and it shows an outline or box-shadow ring with at least 3:1 contrast against its background.
 */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  const focus = await readFocus(page);
  expect(focus, `${step}: an element has focus`).not.toBeNull();
  const {element, ring, backgrounds, inViewport} = focus!;
  expect(inViewport, `${step}: ${element} is inside the viewport`).toBe(true);
  expect(ring, `${step}: ${element} shows an outline or box-shadow focus ring`).not.toBeNull();
  // The page's white canvas when no layer is opaque.
  const background = backgrounds.reduceRight<Rgba>(
    (below, layer) => over(parseColor(layer), below),
    [255, 255, 255, 1],
  );
  const ratio = contrastRatio(over(parseColor(ring!), background), background);
  expect(
    ratio,
    `${step}: ${element} ring ${ring} on ${backgrounds.join(' over ') || 'the canvas'}`,
  ).toBeGreaterThanOrEqual(MIN_RING_CONTRAST);
}

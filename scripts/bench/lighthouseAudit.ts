/**
 * One Lighthouse 12 run of a page, as the benchmarks make it: Lighthouse's default simulated
 * throttling, mobile (the default config) or desktop, third-party hosts blocked. Shared by
 * `npm run bench:lighthouse` and `npm run bench:edits`.
 */
import type {Config, Flags, Result} from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type FormFactor = 'mobile' | 'desktop';

/**
 * The machine has no internet: analytics (Google Tag Manager, gtag) would fail and count as console
 * errors. The build is served over plain http, so every https request is to another host.
 */
export const BLOCKED_URL_PATTERNS = ['https://*'];

/**
 * Under tsx this file is CommonJS: a static import would become require(), which tsx compiles with
 * esbuild's keepNames, and the functions Lighthouse sends to the page would call a `__name` helper
 * the page lacks. import() loads Lighthouse as native ESM, as published.
 */
export const loadLighthouse = () => import('lighthouse');

export type Lighthouse = Awaited<ReturnType<typeof loadLighthouse>>['default'];

export async function audit(
  lighthouse: Lighthouse,
  url: string,
  port: number,
  config: Config | undefined,
): Promise<Result> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
  };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {runtimeError} = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

/** A category's score, 0 to 100. */
export const score = (lhr: Result, category: string): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
/** An audit's value (ms for LCP and TBT). */
export const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? NaN;

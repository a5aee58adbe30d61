/**
 * Medians and interquartile ranges of timing runs, and the rule the benches claim an effect by: two
 * arms measured interleaved in one sitting differ only when their interquartile ranges do not
 * overlap. On a noisy machine a difference of medians inside that spread is no evidence.
 */

export interface Spread {
  median: number;
  /** First and third quartiles (linear interpolation between ranks, as R's default type 7). */
  q1: number;
  q3: number;
}

function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('no runs to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  return {median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75)};
}

/** Whether two arms' interquartile ranges are apart: only then is an effect shown. */
export const effectShown = (a: Spread, b: Spread): boolean => a.q3 < b.q1 || b.q3 < a.q1;

export const formatSpread = ({median, q1, q3}: Spread, digits = 0): string =>
  `${median.toFixed(digits)} (IQR ${q1.toFixed(digits)}–${q3.toFixed(digits)})`;

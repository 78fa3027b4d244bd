import type { IntlShape } from 'react-intl';

/**
 * A probability as a whole percentage in the page's language ("73%", "73 %"): rounded first, as
 * the engine's figures always were, so Intl's own rounding can never show another whole number.
 */
export const formatPercent = (intl: IntlShape, p: number): string =>
  intl.formatNumber(Math.round(p * 100) / 100, { style: 'percent' });

/** The bar's width: a CSS length, never shown as text. */
export const barWidth = (p: number): string => `${Math.round(p * 100)}%`;

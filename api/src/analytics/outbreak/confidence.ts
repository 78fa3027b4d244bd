/**
 * confidence = V × (0.4 + 0.6·F), rounded to 2 decimals, where
 *   V = min(1, historyDays / 182) × min(1, √(reports / 500))   — data volume:
 *       half a year of history and 500 reports count as enough;
 *   F = 1 / √φ, φ the quasi-Poisson dispersion of the baseline fit — model fit:
 *       1 when counts vary no more than Poisson noise around the model,
 *       0.5 when their variance is four times that.
 * Without a fitted baseline (too little history) F = 0 and confidence ≤ 0.4·V.
 */
export function confidence(historyDays: number, reports: number, dispersion: number | null): number {
  const volume = Math.min(1, historyDays / 182) * Math.min(1, Math.sqrt(reports / 500));
  const fit = dispersion === null ? 0 : 1 / Math.sqrt(Math.max(1, dispersion));
  return Math.round(volume * (0.4 + 0.6 * fit) * 100) / 100;
}

/**
 * The charts' colours, as the shell's theme tokens, so each theme draws its own and a line or a bar keeps its
 * contrast on the dark theme's surface, where the light theme's blue, red and grey are too faint. SVG
 * presentation attributes take var(); each fallback is the light theme's, for the remote standing alone. The
 * bands are translucent tints mixed from their line's token, so each theme's band takes that theme's hue (the dark
 * theme's lighter violet shows on its dark surface, where the light theme's deep violet all but vanished). A browser
 * without color-mix() takes Chart.module.css's fallback tint.
 */
const tint = (token: string, share: number) => `color-mix(in srgb, ${token} ${share}%, transparent)`;

export const CHART_COLOURS = {
  count: 'var(--hw-info, #1d4ed8)',
  alarm: 'var(--hw-error, #b91c1c)',
  baseline: 'var(--hw-muted, #4b5563)',
  threshold: 'var(--hw-error, #b91c1c)',
  forecast: 'var(--hw-chart-forecast, #7c3aed)',
  band80: tint('var(--hw-chart-forecast, #7c3aed)', 35),
  band95: tint('var(--hw-chart-forecast, #7c3aed)', 15),
  /** A second series beside the first (official figures beside HealthWatch's). */
  second: 'var(--hw-warning, #a16207)',
  grid: 'var(--hw-border, #d1d5db)',
  /** Words drawn in a chart. */
  text: 'var(--hw-muted, #4b5563)',
  /** A mark that stands for no figure (a week withheld). */
  quiet: 'var(--hw-muted, #4b5563)',
} as const;

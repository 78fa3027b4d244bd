import type { WeeklyRate } from '@healthwatch/contracts';
import { CHART_COLOURS } from '../charts/palette';
import { useFormat } from '../i18n/useFormat';
import { epicurveGeometry } from './epicurve';
import styles from './WeeklyRates.module.css';

/**
 * The weekly rate per 1,000 participants with its Wilson 95 % band (a tint of the line's colour, in each theme),
 * in plain SVG (a dozen points need no charting library); withheld weeks are small grey marks on the axis. The
 * table beside it is its text form.
 */
export function Epicurve({ weeks }: { weeks: readonly WeeklyRate[] }) {
  const format = useFormat();
  const g = epicurveGeometry(weeks);
  const bottom = g.height - 28;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${g.width} ${g.height}`} role="presentation" focusable="false">
      {g.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={44} x2={g.width - 12} y1={tick.y} y2={tick.y} stroke={CHART_COLOURS.grid} />
          <text x={40} y={tick.y + 4} textAnchor="end" fontSize="11" fill={CHART_COLOURS.text}>
            {format.number(Math.round(tick.value * 10) / 10)}
          </text>
        </g>
      ))}
      {g.bands.map((d) => (
        <path key={d} d={d} fill={CHART_COLOURS.count} fillOpacity={0.25} stroke="none" />
      ))}
      {g.lines.map((d) => (
        <path key={d} d={d} fill="none" stroke={CHART_COLOURS.count} strokeWidth={2} />
      ))}
      {g.points.map((p) => (
        <circle key={p.week} cx={p.x} cy={p.y} r={3} fill={CHART_COLOURS.count} />
      ))}
      {g.withheld.map((w) => (
        <rect key={w.week} x={w.x - 3} y={bottom - 6} width={6} height={6} fill={CHART_COLOURS.quiet} />
      ))}
      {g.xLabels.map((l) => (
        <text key={l.label} x={l.x} y={g.height - 8} textAnchor="middle" fontSize="11" fill={CHART_COLOURS.text}>
          {l.label}
        </text>
      ))}
    </svg>
  );
}

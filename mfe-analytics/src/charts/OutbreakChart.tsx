import type { ForecastPoint, SeriesPoint } from '@healthwatch/contracts';
import {
  Area,
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../i18n/analytics-catalogs';
import { useFormat } from '../i18n/useFormat';
import { CHART_COLOURS } from './palette';

interface Row {
  date: string;
  count?: number;
  alarm?: boolean;
  expected?: number | null;
  threshold?: number | null;
  forecast?: number;
  band80?: [number, number];
  band95?: [number, number];
}

export function outbreakRows(series: readonly SeriesPoint[], forecast: readonly ForecastPoint[]): Row[] {
  return [
    ...series.map((p) => ({
      date: p.date,
      count: p.count,
      alarm: p.alarm,
      expected: p.expected,
      threshold: p.threshold,
    })),
    ...forecast.map((f) => ({
      date: f.date,
      forecast: f.expected,
      band80: [f.lower80, f.upper80] as [number, number],
      band95: [f.lower95, f.upper95] as [number, number],
    })),
  ];
}

/** Daily reports (alarm days in red), the baseline, the alarm threshold and the forecast with its 80% and 95% bands. */
export default function OutbreakChart({
  series,
  forecast,
}: {
  series: readonly SeriesPoint[];
  forecast: readonly ForecastPoint[];
}) {
  const t = useT();
  const format = useFormat();
  const rows = outbreakRows(series, forecast);
  return (
    <ResponsiveContainer width="100%" height={320} initialDimension={{ width: 720, height: 320 }}>
      {/* The data table beside the chart is the accessible form; the drawing stays out of the tab order. */}
      <ComposedChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLOURS.grid} />
        <XAxis dataKey="date" tickFormatter={format.shortDay} minTickGap={16} />
        <YAxis allowDecimals={false} tickFormatter={(v: number) => format.number(v)} />
        <Tooltip labelFormatter={(d) => format.day(String(d))} formatter={tooltipValue(format)} />
        {/* Legend text in the page's colour (Chart.module.css), not its series': pale band colours are no text colour.
            A band's key is a square of its tint: a line of a tint was all but invisible. */}
        <Legend />
        <Area
          type="monotone"
          dataKey="band95"
          name={t('outbreak.band95')}
          stroke="none"
          fill={CHART_COLOURS.band95}
          legendType="square"
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="band80"
          name={t('outbreak.band80')}
          stroke="none"
          fill={CHART_COLOURS.band80}
          legendType="square"
          isAnimationActive={false}
        />
        <Bar dataKey="count" name={t('outbreak.barsLegend')} fill={CHART_COLOURS.count} isAnimationActive={false}>
          {rows.map((r) => (
            <Cell key={r.date} fill={r.alarm ? CHART_COLOURS.alarm : CHART_COLOURS.count} />
          ))}
        </Bar>
        <Line
          type="monotone"
          dataKey="expected"
          name={t('outbreak.baseline')}
          stroke={CHART_COLOURS.baseline}
          dot={false}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line
          type="stepAfter"
          dataKey="threshold"
          name={t('outbreak.threshold')}
          stroke={CHART_COLOURS.threshold}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="forecast"
          name={t('outbreak.forecast')}
          stroke={CHART_COLOURS.forecast}
          strokeDasharray="2 3"
          dot={false}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** A tooltip value in the visitor's number format: a figure, or a band's two ends. */
function tooltipValue(format: ReturnType<typeof useFormat>) {
  return (value: unknown) =>
    Array.isArray(value)
      ? value.map((v) => format.number(Number(v))).join('–')
      : typeof value === 'number'
        ? format.number(value)
        : String(value);
}

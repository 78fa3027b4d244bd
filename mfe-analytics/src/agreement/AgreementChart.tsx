import type { AgreementWeek } from '@healthwatch/contracts';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from '../charts/palette';
import { useFormat } from '../i18n/useFormat';

/** Two lines on their own axes (a rate per 1,000 and the official unit), by ISO week; gaps where a week has no value. */
export default function AgreementChart({
  weeks,
  healthwatchName,
  officialName,
}: {
  weeks: readonly AgreementWeek[];
  healthwatchName: string;
  officialName: string;
}) {
  const format = useFormat();
  const tick = (v: number) => format.number(v);
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 600, height: 260 }}>
      <LineChart data={[...weeks]} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLOURS.grid} />
        <XAxis dataKey="week" tickFormatter={(w: string) => w.slice(5)} />
        <YAxis yAxisId="hw" tickFormatter={tick} />
        <YAxis yAxisId="official" orientation="right" tickFormatter={tick} />
        <Tooltip formatter={(v) => (typeof v === 'number' ? format.number(v, 1) : String(v))} />
        <Legend />
        <Line
          yAxisId="hw"
          type="monotone"
          dataKey="healthwatch"
          name={healthwatchName}
          stroke={CHART_COLOURS.count}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="official"
          type="monotone"
          dataKey="official"
          name={officialName}
          stroke={CHART_COLOURS.second}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

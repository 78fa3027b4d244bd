import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../i18n/useFormat';
import { CHART_COLOURS } from './palette';

export interface BarDatum {
  label: string;
  value: number;
}

/** Horizontal bars with the value printed at the end of each, so no reading off an axis is needed. */
export default function BarsChart({ data, valueName }: { data: readonly BarDatum[]; valueName: string }) {
  const format = useFormat();
  const height = Math.max(160, 44 * data.length + 40);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
      {/* The data table beside the chart is the accessible form; the drawing stays out of the tab order. */}
      <BarChart
        data={[...data]}
        layout="vertical"
        margin={{ top: 8, right: 48, bottom: 8, left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={CHART_COLOURS.grid} />
        <XAxis type="number" allowDecimals={false} tickFormatter={(v: number) => format.number(v)} />
        <YAxis type="category" dataKey="label" width={110} />
        <Tooltip formatter={(v) => (typeof v === 'number' ? format.number(v) : String(v))} />
        <Bar dataKey="value" name={valueName} fill={CHART_COLOURS.count} isAnimationActive={false}>
          <LabelList
            dataKey="value"
            position="right"
            formatter={(v) => (typeof v === 'number' ? format.number(v) : String(v))}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

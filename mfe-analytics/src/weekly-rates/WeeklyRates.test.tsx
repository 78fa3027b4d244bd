import {
  CASE_DEFINITION_IDS,
  DEFAULT_ACCESSIBILITY,
  DEFAULT_RUNTIME_CONFIG,
  type Locale,
  type RemoteProps,
  type WeeklyRate,
} from '@healthwatch/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnalyticsPage from '../analytics-page/AnalyticsPage';
import { analyticsCatalogs } from '../i18n/analytics-catalogs';
import { controlledFetch } from '../test-support/controlled-fetch';
import { epicurveGeometry, niceMax } from './epicurve';

const week = (w: string, start: string, participants: number, cases: number | null, ci?: [number, number]) =>
  ({
    week: w,
    weekStart: start,
    participants,
    withheld: cases === null,
    cases,
    ratePer1000: cases === null ? null : (1000 * cases) / participants,
    lower: ci ? ci[0] : null,
    upper: ci ? ci[1] : null,
  }) satisfies WeeklyRate;

const WEEKS = [
  week('2026-W46', '2026-11-09', 12, null),
  week('2026-W47', '2026-11-16', 30, 3, [34.6, 256.4]),
  week('2026-W48', '2026-11-23', 40, 1, [4.42, 128.83]),
];

function renderPage(location: string, locale?: Locale) {
  window.history.replaceState(null, '', `/analytics?location=${location}`);
  const net = controlledFetch();
  const props: RemoteProps = {
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'http://api.test' },
    toast: () => undefined,
    theme: 'light',
    accessibility: DEFAULT_ACCESSIBILITY,
    ...(locale ? { locale } : {}),
  };
  render(<AnalyticsPage {...props} fetchImpl={net.impl} />);
  return net;
}

async function openRates(net: ReturnType<typeof controlledFetch>, name: string, weeks: WeeklyRate[]) {
  await userEvent.setup().click(screen.getByText(name));
  const calls = net.calls.filter((c) => c.url.pathname === '/api/rates/weekly');
  expect(calls.map((c) => c.url.searchParams.get('definition'))).toEqual([...CASE_DEFINITION_IDS]);
  for (const call of calls) {
    const definition = call.url.searchParams.get('definition');
    await act(async () =>
      call.answer({
        data: {
          area: { id: 'in.d.maharashtra.pune', name: 'Pune', level: 'district', country: 'IN' },
          definition,
          minParticipants: 20,
          weeks,
        },
      }),
    );
  }
  return calls;
}

describe('weekly rates on the analytics page', () => {
  it('loads every case definition for the chosen area when opened, and words this week, its interval and withheld weeks', async () => {
    const net = renderPage('in.d.maharashtra.pune');
    expect(net.calls.some((c) => c.url.pathname === '/api/rates/weekly')).toBe(false);
    const calls = await openRates(net, 'Weekly rates per 1,000 participants, by case definition', WEEKS);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      area: 'in.d.maharashtra.pune',
      definition: 'ili-who',
      weeks: '12',
    });
    expect(screen.getByRole('heading', { name: 'Weekly rates per 1,000 participants · Pune' })).toBeInTheDocument();
    const ili = screen.getAllByText('Influenza-like illness (WHO)')[0]!.closest('figure')!;
    expect(ili).toHaveTextContent('This week (2026-W48): 25 per 1,000 (1 of 40), 95% interval 4.4–128.8');
    const rows = within(ili).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-W462026-11-0912not enough participantsnot enough participants');
    expect(rows[2]).toHaveTextContent('2026-W472026-11-1630310034.6–256.4');
    expect(rows[3]).toHaveTextContent('2026-W482026-11-2340125');
  });

  it('says so when this week has too few participants', async () => {
    const net = renderPage('in.d.maharashtra.pune');
    await openRates(net, 'Weekly rates per 1,000 participants, by case definition', [
      week('2026-W48', '2026-11-23', 19, null),
    ]);
    expect(screen.getAllByText('This week (2026-W48): not enough participants (19, fewer than 20)')).toHaveLength(5);
  });

  it('reads in Hindi', async () => {
    await analyticsCatalogs.load('hi');
    const net = renderPage('in.d.maharashtra.pune', 'hi');
    await openRates(net, 'मामले की परिभाषा के अनुसार प्रति 1,000 प्रतिभागियों पर साप्ताहिक दर', WEEKS);
    const ili = screen.getAllByText('इन्फ्लुएंज़ा जैसी बीमारी (WHO)')[0]!.closest('figure')!;
    expect(ili).toHaveTextContent('इस सप्ताह (2026-W48): प्रति 1,000 पर 25 (40 में से 1), 95% अंतराल 4.4–128.8');
  });
});

describe('the epicurve geometry', () => {
  it('puts the axis top at a round figure above every upper bound', () => {
    expect(niceMax(128.8)).toBe(200);
    expect(niceMax(256.4)).toBe(500);
    expect(niceMax(0)).toBe(10);
  });

  it('breaks line and band at a withheld week and draws nothing for it but a mark', () => {
    const g = epicurveGeometry([WEEKS[1]!, WEEKS[0]!, WEEKS[2]!]);
    expect(g.lines).toHaveLength(2);
    expect(g.bands).toHaveLength(2);
    expect(g.points.map((p) => p.week)).toEqual(['2026-W47', '2026-W48']);
    expect(g.withheld.map((w) => w.week)).toEqual(['2026-W46']);
    // A higher rate sits higher on the chart.
    expect(g.points[0]!.y).toBeLessThan(g.points[1]!.y);
  });
});

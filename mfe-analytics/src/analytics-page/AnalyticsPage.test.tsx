import {
  ANALYTICS_ERROR_MESSAGE,
  DEFAULT_RUNTIME_CONFIG,
  type Locale,
  type RemoteProps,
  DEFAULT_ACCESSIBILITY,
} from '@healthwatch/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controlledFetch } from '../test-support/controlled-fetch';
import * as fixtures from '../test-support/fixtures';
import { analyticsCatalogs } from '../i18n/analytics-catalogs';
import AnalyticsPage from './AnalyticsPage';

// The first render also loads the chart chunk; the shared CI machine can be slow.
jest.setTimeout(30_000);

// jsdom has no layout engine; the chart library only needs to be told a size.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoLayoutResizeObserver;

function renderPage(locale?: Locale) {
  // The official-surveillance and cluster sections have their own tests; here they are answered at once with nothing.
  const net = controlledFetch((url) =>
    url.pathname === '/api/analytics/agreement'
      ? fixtures.noOfficialData
      : url.pathname === '/api/analytics/scan-clusters'
        ? fixtures.noScanClusters
        : undefined,
  );
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

const answer = async (call: { answer(body: unknown, status?: number): void }, body: unknown, status?: number) => {
  await act(async () => call.answer(body, status));
};

describe('AnalyticsPage', () => {
  it('loads the outbreak prediction for India over 30 days, with a skeleton first', async () => {
    const net = renderPage();
    expect(screen.getByTestId('analytics-skeleton')).toBeInTheDocument();
    expect(net.calls).toHaveLength(1);
    expect(net.last().url.pathname).toBe('/api/analytics/outbreak-prediction');
    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({ location: 'India', timeframe: '30' });
    expect(screen.getByLabelText('Location')).toHaveValue('India');
    expect(screen.getByLabelText('Timeframe')).toHaveValue('30');

    await answer(net.last(), fixtures.outbreak('India'));
    expect(screen.queryByTestId('analytics-skeleton')).not.toBeInTheDocument();
    const risk = screen.getByText('Risk:').parentElement!;
    expect(risk).toHaveTextContent('Risk: High');
    expect(risk).toHaveAttribute('data-tone', 'red');
    const confidence = screen.getByText('Confidence:').parentElement!;
    expect(confidence).toHaveTextContent('Confidence: 85% (high)');
    expect(confidence).toHaveAttribute('data-tone', 'green');
    expect(
      screen.getByText(
        'Dengue: 42 reports in the last 7 days against 6.0 expected; 3 of 7 days above the alarm threshold.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Daily reports are growing by 12.5% a day (95% CI 5.0% to 20.0%) over the last 14 days, doubling every 5.9 days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Dengue: Remove standing water around homes and workplaces this week')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Alarm first raised in the last week on 2026-11-20. Next 14 days: about 70 reports expected, 2–9 on a given day (80% interval).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Here: 180 days of history, 620 reports, φ = 1\.37\./)).toBeInTheDocument();
  });

  it('offers a data table for the chart', async () => {
    const net = renderPage();
    await answer(net.last(), fixtures.outbreak('India'));
    const table = screen.getByRole('table', { name: 'Daily reports, baseline, alarm threshold and forecast' });
    // two observed days and one forecast day
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('2026-11-22')).toBeInTheDocument();
  });

  it("says beside an illness's expected count when it allows for more people reporting", async () => {
    const net = renderPage();
    await answer(
      net.last(),
      fixtures.outbreak('India', {
        illnesses: [
          {
            illness: 'dengue',
            label: 'Dengue',
            reports: 60,
            last7: 42,
            expectedLast7: 11.04,
            reportingRatio: 1.84,
            alarm: true,
          },
          {
            illness: 'flu',
            label: 'Flu',
            reports: 30,
            last7: 9,
            expectedLast7: 8.5,
            reportingRatio: 1.04,
            alarm: false,
          },
          {
            illness: 'covid',
            label: 'COVID-19',
            reports: 3,
            last7: 1,
            expectedLast7: null,
            reportingRatio: null,
            alarm: false,
          },
        ],
      }),
    );
    const rows = within(screen.getByRole('table', { name: 'Reports by illness' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('11.0allows for other reports at 1.8× usual');
    // 1.04 reads 1.0×: nothing to say.
    expect(rows[2]).not.toHaveTextContent(/allows for/);
    expect(rows[3]).not.toHaveTextContent(/allows for/);
  });

  it('is a keyboard tab list: arrows, Home and End move and load', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Outbreak Prediction',
      'Health Trends',
      'Seasonal Patterns',
      'Risk Assessment',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(net.last().url.pathname).toBe('/api/analytics/health-trends');
    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({ period: '30', location: 'India' });
    await answer(net.last(), fixtures.trends);
    // The trends' notes arrive as codes and figures and are worded here.
    expect(
      screen.getByText('90 reports from India in the last 30 days, 3 a day; trend: stable (+1% a week, p = 0.600).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Flu is the most reported illness: 60 of 90 reports (67%).')).toBeInTheDocument();
    expect(screen.getByText('Busiest day of the week: Monday, with 20 of 90 reports (22%).')).toBeInTheDocument();
    expect(
      screen.getByText('No significant change (p = 0.60): about 3 reports a day are expected to continue.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Flu makes up 67% of reports: Annual influenza vaccination, especially for older adults, pregnant women and people with chronic illness.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Trend test: Wald test \(5% level\).*with day-of-week effects\.$/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Top illnesses' })).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tabs[3]).toHaveFocus();
    expect(net.last().url.pathname).toBe('/api/analytics/risk-assessment');
    expect(net.last().body).toEqual({
      location: 'India',
      symptoms: [],
      medicalHistory: [],
      age: 30,
      gender: 'unspecified',
    });

    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('reloads when the location or timeframe changes', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    await answer(net.last(), fixtures.outbreak('India'));
    await user.selectOptions(screen.getByLabelText('Location'), 'Mumbai');
    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({ location: 'Mumbai', timeframe: '30' });
    expect(screen.getByTestId('analytics-skeleton')).toBeInTheDocument();
    await answer(net.last(), fixtures.outbreak('Mumbai'));
    await user.selectOptions(screen.getByLabelText('Timeframe'), '90');
    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({ location: 'Mumbai', timeframe: '90' });
    expect(net.calls).toHaveLength(3);
    expect([...screen.getByLabelText('Location').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'India',
      'Mumbai',
      'Delhi',
      'Bangalore',
      'Chennai',
    ]);
    expect([...screen.getByLabelText('Timeframe').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '7 days',
      '30 days',
      '90 days',
    ]);
  });

  it('never lets a slow older answer overwrite a newer one', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    const first = net.last();
    await user.selectOptions(screen.getByLabelText('Location'), 'Chennai');
    const second = net.last();
    await answer(second, fixtures.outbreak('Chennai'));
    await answer(first, fixtures.outbreak('India'));
    expect(screen.getByRole('heading', { level: 3, name: /^Outbreak prediction/ })).toHaveTextContent('Chennai');
    expect(screen.queryByText(/India · last/)).not.toBeInTheDocument();
  });

  it('shows the SPEC error with Try Again, which reloads', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    await act(async () => net.last().fail());
    expect(screen.getByRole('alert')).toHaveTextContent(ANALYTICS_ERROR_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(net.calls).toHaveLength(2);
    await answer(net.last(), { error: 'boom' }, 500);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load analytics data. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await answer(net.last(), fixtures.outbreak('India'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly when there is too little data', async () => {
    const net = renderPage();
    await answer(
      net.last(),
      fixtures.outbreak('Delhi', {
        status: 'insufficient data',
        confidence: 0.1,
        prediction: {
          risk: 'insufficient data',
          timeline: [{ code: 'nothingToForecast', params: {} }],
          indicators: [{ code: 'noReports', params: {} }],
          recommendations: [{ code: 'reportToBuildPicture', params: {} }],
        },
      }),
    );
    const risk = screen.getByText('Risk:').parentElement!;
    expect(risk).toHaveTextContent('Risk: Insufficient data');
    expect(screen.getByText('Confidence:').parentElement).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('No reports from Delhi yet, so there is nothing to forecast.')).toBeInTheDocument();
    expect(screen.getByText('No reports from Delhi yet.')).toBeInTheDocument();
  });

  it('shows seasons with sources', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Seasonal Patterns' }));
    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({ location: 'India' });
    await answer(net.last(), fixtures.seasonal);
    const table = screen.getByRole('table', { name: 'Reports per season' });
    expect(within(table).getByText('Post-monsoon (October–November)')).toBeInTheDocument();
    expect(
      screen.getByText('400 reports from India across 4 seasons; 1 illness with a clear seasonal peak.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dengue peaks in Post-monsoon (October–November): 2.5× its average daily rate (200 reports in all).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Post-monsoon · Dengue: Standing water after rain where Aedes mosquitoes breed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dengue: Use window screens and bed nets.')).toBeInTheDocument();
    expect(
      screen.getByText('Before Post-monsoon · Dengue: Clear breeding sites before and during the rains.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'WHO fact sheet: Dengue and severe dengue (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringContaining('who.int'));
  });

  it('assesses risk with the age given, rejecting impossible ages', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Risk Assessment' }));
    await answer(net.last(), fixtures.risk);
    expect(screen.getByText('Risk level:').parentElement).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('Outbreak activity in India: Medium (+2)')).toBeInTheDocument();
    expect(
      screen.getByText('Dengue is rising in India: Remove standing water around homes and workplaces this week'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Unknown illness is rising in India: See a doctor to find the cause if symptoms persist'),
    ).toBeInTheDocument();
    expect(screen.getByText('Watch for the warning signs of Dengue while local reports are high')).toBeInTheDocument();
    expect(screen.getByText('Bleeding gums or nose (Dengue)')).toBeInTheDocument();
    expect(screen.getByText(/comes from the outbreak detector over the last 30 days\.$/)).toBeInTheDocument();
    const age = screen.getByLabelText('Age');
    await user.clear(age);
    await user.type(age, '130');
    await user.click(screen.getByRole('button', { name: 'Assess risk' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an age between 0 and 120.');
    const before = net.calls.length;
    await user.clear(age);
    await user.type(age, '70');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.click(screen.getByRole('button', { name: 'Assess risk' }));
    expect(net.calls.length).toBe(before + 1);
    expect(net.last().body).toEqual({ location: 'India', symptoms: [], medicalHistory: [], age: 70, gender: 'female' });
    await answer(net.last(), fixtures.risk);
    await waitFor(() => expect(screen.queryByTestId('analytics-skeleton')).not.toBeInTheDocument());
  });

  it('speaks the language the shell hands it: tabs, controls, verdicts, the chart table with its dates and numbers', async () => {
    await analyticsCatalogs.load('hi');
    const user = userEvent.setup();
    const net = renderPage('hi');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'प्रकोप का पूर्वानुमान',
      'स्वास्थ्य रुझान',
      'मौसमी पैटर्न',
      'जोखिम आकलन',
    ]);
    expect(screen.getByLabelText('स्थान')).toHaveValue('India');
    expect(screen.getByRole('option', { name: 'भारत' })).toHaveValue('India');
    expect(screen.getByRole('option', { name: '30 दिन' })).toHaveValue('30');
    expect(screen.getByRole('combobox', { name: 'सभी क्षेत्रों में खोजें' })).toBeInTheDocument();

    await answer(net.last(), fixtures.outbreak('India'));
    expect(
      screen.getByRole('heading', { level: 3, name: 'प्रकोप का पूर्वानुमान · भारत · पिछले 30 दिन' }),
    ).toBeInTheDocument();
    expect(screen.getByText('जोखिम:').parentElement).toHaveTextContent('जोखिम: उच्च');
    expect(screen.getByText('विश्वसनीयता:').parentElement).toHaveTextContent('विश्वसनीयता: 85% (उच्च)');
    const table = screen.getByRole('table', { name: 'दैनिक रिपोर्टें, आधार-रेखा, चेतावनी सीमा और पूर्वानुमान' });
    const day = new Intl.DateTimeFormat('hi', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22));
    expect(within(table).getByText(day)).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'चेतावनी सीमा' })).toBeInTheDocument();
    expect(within(table).getAllByText('हाँ')).toHaveLength(1);
    // The assessment's notes arrive as codes and are worded in the page's language.
    expect(screen.getByText(/^पिछले सप्ताह में अलार्म पहली बार/)).not.toHaveAttribute('lang');
    expect(screen.getByText('डेंगू: इस सप्ताह घरों और कार्यस्थलों के आसपास जमा पानी हटाएँ')).toBeInTheDocument();
    expect(screen.queryByText(/reports in the last|Alarm first raised|standing water/)).not.toBeInTheDocument();
    const byIllness = screen.getByRole('table', { name: 'बीमारी के अनुसार रिपोर्टें' });
    expect(within(byIllness).getByRole('rowheader')).toHaveTextContent('डेंगू');

    await user.click(screen.getByRole('tab', { name: 'मौसमी पैटर्न' }));
    await answer(net.last(), fixtures.seasonal);
    expect(
      within(screen.getByRole('table', { name: 'हर मौसम की रिपोर्टें' })).getByText('मानसून के बाद (अक्टूबर–नवंबर)'),
    ).toBeInTheDocument();
    // The seasonal, trends and risk notes too: worded in Hindi, none left in English.
    expect(screen.getByText('डेंगू: खिड़कियों पर जाली और मच्छरदानी का उपयोग करें।')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'स्वास्थ्य रुझान' }));
    await answer(net.last(), fixtures.trends);
    expect(screen.getByText(/^पिछले 30 दिनों में भारत से 90 रिपोर्टें/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'जोखिम आकलन' }));
    await answer(net.last(), fixtures.risk);
    expect(screen.getByText('मसूड़ों या नाक से खून आना (डेंगू)')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent(/reports|Dengue|Remove standing|Watch for|detector/);
  });

  it('shows the error and Try Again in the visitor language', async () => {
    await analyticsCatalogs.load('ja');
    const user = userEvent.setup();
    const net = renderPage('ja');
    await act(async () => net.last().fail());
    expect(screen.getByRole('alert')).toHaveTextContent('分析データを読み込めませんでした。もう一度お試しください。');
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(net.calls).toHaveLength(2);
  });
});

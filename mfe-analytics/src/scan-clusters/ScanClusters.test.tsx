import { createAnalyticsClient } from '@healthwatch/client';
import type { Locale } from '@healthwatch/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogIntl } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { analyticsCatalogs } from '../i18n/analytics-catalogs';
import { controlledFetch } from '../test-support/controlled-fetch';
import * as fixtures from '../test-support/fixtures';
import { ScanClusters } from './ScanClusters';

function renderIn(locale: Locale, location: string) {
  const net = controlledFetch();
  const client = createAnalyticsClient('http://api.test', net.impl);
  const ui = (at: string) => (
    <CatalogIntl catalogs={analyticsCatalogs} locale={locale}>
      <ScanClusters client={client} location={at} />
    </CatalogIntl>
  );
  const { rerender } = render(ui(location));
  return { net, relocate: (at: string) => rerender(ui(at)) };
}

async function answered(location: string, body: unknown, status?: number) {
  const { net } = renderIn('en', location);
  await waitFor(() => expect(net.calls).toHaveLength(1));
  await act(async () => net.last().answer(body, status));
  return net;
}

describe('ScanClusters', () => {
  it('asks for the clusters of the chosen location, and again when it changes', async () => {
    const { net, relocate } = renderIn('en', 'in.d.maharashtra.mumbai');
    await waitFor(() => expect(net.calls).toHaveLength(1));
    expect(net.last().url.pathname).toBe('/api/analytics/scan-clusters');
    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({
      location: 'in.d.maharashtra.mumbai',
      limit: '5',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');
    relocate('Chennai');
    await waitFor(() => expect(net.calls).toHaveLength(2));
    expect(net.last().url.searchParams.get('location')).toBe('Chennai');
  });

  it('labels itself a watch and lists a row per cluster with where, figures and how unusual', async () => {
    await answered('Mumbai', fixtures.scanClusters);
    expect(screen.getByRole('heading', { level: 3, name: 'Clusters across area lines' })).toBeInTheDocument();
    expect(screen.getByText('Watch — not an alert')).toBeVisible();
    expect(screen.getByText(/never pushed or sent as an alert/)).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Unusual clusters in India at the last scan (2026-11-25 03:40 UTC), strongest first',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Illness', 'Where', 'Postal codes', 'Radius (km)', 'Days', 'Reports', 'Expected', 'How unusual']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Flu', 'Dengue']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['New Delhi (Delhi)', '1', '2', '1 day to 2026-11-24', '9', '1.0', 'about once in 244 days']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Mumbai Suburban, Thane (Maharashtra); Valsad (Gujarat)',
      '12',
      '8',
      '3 days to 2026-11-24',
      '31',
      '12.3',
      'about once in 120 days',
    ]);
  });

  it('says "Demo data" on a cluster of simulated reports, and only there', async () => {
    const [flu, dengue] = fixtures.scanClusters.data;
    await answered('Mumbai', { ...fixtures.scanClusters, data: [flu, { ...dengue!, demo: true }] });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Flu', 'Dengue Demo data']);
    expect(within(rows[1]!).getByText('Demo data')).toBeVisible();
  });

  it('says when the last scan found nothing unusual, without a table', async () => {
    await answered('India', fixtures.noScanClusters);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No unusual cluster in India at the last scan (2026-11-25 03:40 UTC).',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Watch — not an alert')).toBeInTheDocument();
  });

  it('says when the country has not been scanned yet', async () => {
    await answered('India', { ...fixtures.noScanClusters, scannedAt: null });
    expect(screen.getByRole('status')).toHaveTextContent('Not scanned yet.');
    expect(screen.queryByText(/No unusual cluster/)).not.toBeInTheDocument();
  });

  it('shows the load error on a failed request, and asks again on retry', async () => {
    const net = await answered('India', { error: 'boom' }, 500);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load analytics data. Please try again.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(net.calls).toHaveLength(2));
    await act(async () => net.last().answer(fixtures.scanClusters));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('reads in Hindi, the country named in Hindi', async () => {
    await analyticsCatalogs.load('hi');
    const { net } = renderIn('hi', 'Mumbai');
    await waitFor(() => expect(net.calls).toHaveLength(1));
    await act(async () => net.last().answer(fixtures.scanClusters));
    expect(screen.getByRole('heading', { name: 'क्षेत्र-सीमाओं के पार समूह' })).toBeInTheDocument();
    expect(screen.getByText('निगरानी — चेतावनी नहीं')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /भारत/ });
    expect(within(table).getByText('लगभग 120 दिनों में एक बार')).toBeInTheDocument();
    expect(within(table).getByText('डेंगू')).toBeInTheDocument();
  });
});

import { createAnalyticsClient } from '@healthwatch/client';
import type { Locale } from '@healthwatch/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogIntl } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { analyticsCatalogs } from '../i18n/analytics-catalogs';
import { controlledFetch } from '../test-support/controlled-fetch';
import * as fixtures from '../test-support/fixtures';
import { AgreementSection } from './AgreementSection';

function renderIn(locale: Locale, location: string) {
  const net = controlledFetch();
  const client = createAnalyticsClient('http://api.test', net.impl);
  render(
    <CatalogIntl catalogs={analyticsCatalogs} locale={locale}>
      <AgreementSection client={client} location={location} />
    </CatalogIntl>,
  );
  return net;
}

describe('AgreementSection', () => {
  it('says no official data is loaded, and shows no figure', async () => {
    const net = renderIn('en', 'India');
    await waitFor(() => expect(net.calls).toHaveLength(1));
    expect(net.last().url.searchParams.get('area')).toBe('IN');
    expect(net.last().url.searchParams.get('definition')).toBe('ili-who');
    await act(async () => net.last().answer(fixtures.noOfficialData));
    expect(await screen.findByText('No official data loaded for India.')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('agreement-r')).not.toBeInTheDocument();
  });

  it('shows r, the lead in weeks and the weeks compared, with the ISO weeks in the table', async () => {
    const net = renderIn('en', 'India');
    await waitFor(() => expect(net.calls).toHaveLength(1));
    await act(async () => net.last().answer(fixtures.agreement));
    expect(await screen.findByTestId('agreement-r')).toHaveTextContent('0.41');
    expect(screen.getByTestId('agreement-lag')).toHaveTextContent('HealthWatch leads by 2 weeks (r = 0.99)');
    expect(screen.getByTestId('agreement-weeks')).toHaveTextContent('2');
    const table = screen.getByRole('table', { name: 'HealthWatch and ili-per-100k · India' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ISO weekHealthWatch (per 1,000)Official (ili-per-100k)',
      '2026-W4460.030.5',
      '2026-W45no value31.0',
      '2026-W46220.036.2',
    ]);
    // Another definition asks again.
    await userEvent.selectOptions(screen.getByLabelText('Case definition'), 'cli');
    await waitFor(() => expect(net.calls).toHaveLength(2));
    expect(net.last().url.searchParams.get('definition')).toBe('cli');
  });

  it('asks for a country or an area for a place that is neither, without a request', async () => {
    const net = renderIn('en', 'Mumbai');
    // The section's load settles (to nothing) without asking the network.
    await act(async () => undefined);
    expect(screen.getByText('Choose a country or an area to compare with official data.')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('reads in Hindi', async () => {
    await analyticsCatalogs.load('hi');
    const net = renderIn('hi', 'India');
    await waitFor(() => expect(net.calls).toHaveLength(1));
    await act(async () => net.last().answer(fixtures.agreement));
    expect(await screen.findByRole('heading', { name: 'आधिकारिक निगरानी के साथ' })).toBeInTheDocument();
    expect(await screen.findByTestId('agreement-lag')).toHaveTextContent('HealthWatch 2 सप्ताह आगे है');
  });
});

import {
  type AreaSummary,
  DEFAULT_RUNTIME_CONFIG,
  type RemoteProps,
  DEFAULT_ACCESSIBILITY,
} from '@healthwatch/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnalyticsPage from '../analytics-page/AnalyticsPage';
import { controlledFetch } from '../test-support/controlled-fetch';
import * as fixtures from '../test-support/fixtures';

jest.setTimeout(30_000);

class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoLayoutResizeObserver;

const mumbai: AreaSummary = {
  id: 'in.d.maharashtra.mumbai',
  name: 'Mumbai',
  level: 'district',
  country: 'IN',
  region: 'Maharashtra',
  latitude: 18.94,
  longitude: 72.84,
  verdict: 'alarm',
  alarmIllnesses: ['dengue'],
  reports: 812,
  updatedAt: '2026-11-23T05:00:00.000Z',
  rated: false,
};
const murcia: AreaSummary = {
  ...mumbai,
  id: 'es.s.murcia',
  name: 'Murcia',
  level: 'state',
  country: 'ES',
  region: 'Murcia',
  verdict: 'no alarm',
  alarmIllnesses: [],
};

function renderPage() {
  const net = controlledFetch();
  const props: RemoteProps = {
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'http://api.test' },
    toast: () => undefined,
    theme: 'light',
    accessibility: DEFAULT_ACCESSIBILITY,
  };
  render(<AnalyticsPage {...props} fetchImpl={net.impl} />);
  return net;
}

const areasCall = (net: ReturnType<typeof controlledFetch>) =>
  waitFor(() => {
    const c = net.calls.find((x) => x.url.pathname === '/api/analytics/areas');
    if (!c) throw new Error('no area search yet');
    return c;
  });

describe('the analytics page’s area search (combobox)', () => {
  it('finds areas by name, SPEC places first, and loads the chosen area with the keyboard', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    await act(async () => net.last().answer(fixtures.outbreak('India')));

    const box = screen.getByRole('combobox', { name: 'Search all areas' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    await user.keyboard('mu');
    const search = await areasCall(net);
    expect(Object.fromEntries(search.url.searchParams)).toEqual({ q: 'mu', limit: '8' });
    await act(async () => search.answer({ data: [mumbai, murcia], total: 2, limit: 8, offset: 0 }));

    const list = screen.getByRole('listbox', { name: 'Matching places' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'MumbaiFeatured place',
      'Mumbai, Maharashtra (IN)District/county · alarm: dengue · judged on report counts (few participants)',
      'Murcia (ES)State/region · no alarm · judged on report counts (few participants)',
    ]);
    expect(screen.getByText('3 results')).toHaveAttribute('role', 'status');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({
      location: 'in.d.maharashtra.mumbai',
      timeframe: '30',
    });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const select = screen.getByLabelText('Location');
    expect(select).toHaveValue('in.d.maharashtra.mumbai');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'India',
      'Mumbai',
      'Delhi',
      'Bangalore',
      'Chennai',
      'Mumbai, Maharashtra (IN)',
    ]);
    // Back to a featured place from the select, as before.
    await user.selectOptions(select, 'Delhi');
    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({ location: 'Delhi', timeframe: '30' });
  });

  it('closes with Escape, clears with a second Escape, and keeps the featured places when the search fails', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    const box = screen.getByRole('combobox', { name: 'Search all areas' });
    await user.click(box);
    await user.keyboard('ch');
    const search = await areasCall(net);
    await act(async () => search.fail());
    expect(screen.getByText(/Area search is unavailable/)).toHaveAttribute('role', 'status');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ChennaiFeatured place']);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('ch');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('chooses an option by click', async () => {
    const user = userEvent.setup();
    const net = renderPage();
    const box = screen.getByRole('combobox', { name: 'Search all areas' });
    await user.click(box);
    await user.keyboard('mur');
    const search = await areasCall(net);
    await act(async () => search.answer({ data: [murcia], total: 1, limit: 8, offset: 0 }));
    await user.click(screen.getByRole('option', { name: /Murcia/ }));
    expect(Object.fromEntries(net.last().url.searchParams)).toEqual({ location: 'es.s.murcia', timeframe: '30' });
  });
});

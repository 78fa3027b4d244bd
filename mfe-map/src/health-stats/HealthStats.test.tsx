import { act, render, screen } from '@testing-library/react';
import {
  DEFAULT_RUNTIME_CONFIG,
  emitWindowEvent,
  type HealthStat,
  type RemoteProps,
  DEFAULT_ACCESSIBILITY,
} from '@healthwatch/contracts';
import en from '../i18n/messages/en.json';
import HealthStats from './HealthStats';
import { ScriptedClient } from '../testing/scripted-client';

const props: RemoteProps = {
  config: DEFAULT_RUNTIME_CONFIG,
  toast: () => undefined,
  theme: 'light',
  accessibility: DEFAULT_ACCESSIBILITY,
};

describe('HealthStats', () => {
  it('shows a skeleton, then the figures with their definitions', async () => {
    const client = new ScriptedClient();
    client.stats = [
      { key: 'activeCases', label: 'Active Cases', value: 1234, definition: 'Reports made in the last 14 days.' },
      { key: 'recovered', label: 'Recovered', value: 5, definition: 'Reports made 15 to 60 days ago.' },
      {
        key: 'underMonitoring',
        label: 'Under Monitoring',
        value: 0,
        definition: 'Severe reports of the last 14 days.',
      },
    ];
    render(<HealthStats {...props} client={client} />);
    expect(screen.getByLabelText('Loading health statistics')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByLabelText('Loading health statistics')).toBeNull();
    expect(screen.getByText('Active Cases').nextSibling).toHaveTextContent('1,234');
    expect(screen.getByText('Reports made 15 to 60 days ago.')).toBeInTheDocument();
    expect(screen.getByText('Under Monitoring').nextSibling).toHaveTextContent('0');
  });

  it('says the figures are unavailable instead of inventing any', async () => {
    const client = new ScriptedClient();
    client.stats = new Error('Failed to get health statistics');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<HealthStats {...props} client={client} />);
    await act(async () => undefined);
    expect(screen.getByText(en['stats.unavailable'])).toBeInTheDocument();
    expect(screen.queryByText(/\d/)).toBeNull();
    warn.mockRestore();
  });
});

describe('HealthStats with map filters', () => {
  const stat = (value: number): HealthStat[] => [
    { key: 'activeCases', label: 'Active Cases', value, definition: 'Reports made in the last 14 days.' },
  ];

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for the URL filters first, then follows the map and says what it counts', async () => {
    window.history.replaceState(null, '', '/?illness=dengue');
    const client = new ScriptedClient();
    client.stats = stat(7);
    render(<HealthStats {...props} client={client} />);
    await act(async () => undefined);
    expect(client.statsQueries).toEqual([{ illness: 'dengue' }]);
    expect(screen.getByTestId('stats-filter')).toHaveTextContent('Showing Dengue reports');
    expect(screen.getByText('Active Cases').nextSibling).toHaveTextContent('7');

    client.stats = stat(3);
    await act(async () =>
      emitWindowEvent('map-filters-changed', { filters: { illness: 'dengue', severity: 'severe' } }),
    );
    expect(client.statsQueries.at(-1)).toEqual({ illness: 'dengue', severity: 'severe' });
    expect(screen.getByTestId('stats-filter')).toHaveTextContent('Showing Dengue, severe reports');
    expect(screen.getByText('Active Cases').nextSibling).toHaveTextContent('3');

    // The same filters again (a map move) ask nothing; no filters ask the unfiltered figures.
    await act(async () =>
      emitWindowEvent('map-filters-changed', { filters: { severity: 'severe', illness: 'dengue' } }),
    );
    expect(client.statsQueries).toHaveLength(2);
    client.stats = stat(40);
    await act(async () => emitWindowEvent('map-filters-changed', { filters: {} }));
    expect(client.statsQueries.at(-1)).toBeUndefined();
    expect(screen.getByTestId('stats-filter')).toHaveTextContent('Showing all reports');
    expect(screen.getByText('Active Cases').nextSibling).toHaveTextContent('40');
  });
});

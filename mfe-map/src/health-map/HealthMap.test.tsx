import { act, render, screen, within } from '@testing-library/react';
import { nextRealtimeState } from '@healthwatch/client';
import {
  type DataFreshness,
  DEFAULT_RUNTIME_CONFIG,
  INITIAL_REALTIME_STATE,
  type RemoteProps,
  DEFAULT_ACCESSIBILITY,
} from '@healthwatch/contracts';
import HealthMap from './HealthMap';
import { aReport, ScriptedClient } from '../testing/scripted-client';

const props: RemoteProps = {
  config: DEFAULT_RUNTIME_CONFIG,
  toast: () => undefined,
  theme: 'light',
  accessibility: { ...DEFAULT_ACCESSIBILITY, reducedMotion: true },
};

describe('HealthMap (real Leaflet in jsdom)', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no 2D canvas and says so on the console; the circles are checked in Chromium.
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows the map with its attributions, legend, live status and the largest clusters for screen readers', async () => {
    const client = new ScriptedClient();
    client.reports = [
      aReport(18.9474, 72.8138),
      aReport(18.9474, 72.8138),
      aReport(40.7484, -73.9967),
      aReport(null, null),
    ];
    const { container } = render(<HealthMap {...props} client={client} />);
    await act(async () => undefined);

    expect(screen.getByRole('heading', { name: 'Outbreak Map' })).toBeInTheDocument();
    const attribution = container.querySelector('.leaflet-control-attribution');
    expect(attribution).toHaveTextContent('GeoNames');
    expect(attribution).toHaveTextContent('Geolonia');
    expect(screen.getByText('Light green: 1 or 2 reports')).toBeInTheDocument();
    expect(screen.getByTestId('map-summary')).toHaveTextContent('3 reports in 2 locations on the map');

    const table = screen.getByRole('table', { name: 'Largest report clusters on the map' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2 reports');
    expect(rows[1]).toHaveTextContent('19.000'); // zoom 2 groups on a whole-degree grid

    expect(screen.getByText('Connecting to live updates...')).toBeInTheDocument();
    act(() => client.onStatus?.(nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'setup-failed' })));
    expect(screen.getByText('Failed to establish connection')).toBeInTheDocument();
    act(() => client.onStatus?.(nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'open' })));
    expect(screen.getByText('Live updates on')).toBeInTheDocument();
  });
});

describe('HealthMap offline', () => {
  it('says when the data it shows is the service worker copy, and stops once the network answers', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const listeners = new Set<(f: DataFreshness) => void>();
    const client = Object.assign(new ScriptedClient(), {
      subscribeFreshness(listener: (f: DataFreshness) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    render(<HealthMap {...props} client={client} />);
    await act(async () => undefined);
    expect(screen.queryByText(/^Offline/)).toBeNull();

    const cachedAt = new Date('2026-11-23T09:41:00Z');
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(cachedAt);
    await act(async () => {
      for (const l of listeners) l({ source: 'cache', cachedAt });
    });
    expect(screen.getByText(`Offline — showing data from ${time}`)).toHaveAttribute('role', 'status');

    await act(async () => {
      for (const l of listeners) l({ source: 'network' });
    });
    expect(screen.queryByText(/^Offline/)).toBeNull();
    jest.restoreAllMocks();
  });
});

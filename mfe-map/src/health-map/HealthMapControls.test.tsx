import { KEY_COMMIT_MS } from '../map-controls/TimeSlider';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG, type RemoteProps, DEFAULT_ACCESSIBILITY } from '@healthwatch/contracts';
import HealthMap from './HealthMap';
import { VIEW_SETTLE_MS } from '../map-data/useMapData';
import { presetRange } from '../map-view-state/time-range';
import { aReport, ScriptedClient } from '../testing/scripted-client';

const props: RemoteProps = {
  config: DEFAULT_RUNTIME_CONFIG,
  toast: () => undefined,
  theme: 'light',
  accessibility: { ...DEFAULT_ACCESSIBILITY, reducedMotion: true },
};

describe('HealthMap filters, time range and URL', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('asks for filtered clusters, says what is filtered, writes the URL and steps back', async () => {
    const client = new ScriptedClient();
    client.clusters = [{ latitude: 18, longitude: 72, count: 5, topIllness: 'dengue' }];
    const flu = aReport(40, -73);
    client.reports = [flu];
    render(<HealthMap {...props} client={client} />);
    await act(async () => new Promise((r) => setTimeout(r, VIEW_SETTLE_MS + 50)));
    expect(screen.getByTestId('map-filter')).toHaveTextContent('Showing all reports');

    fireEvent.change(screen.getByLabelText('Illness'), { target: { value: 'dengue' } });
    await act(async () => new Promise((r) => setTimeout(r, VIEW_SETTLE_MS + 50)));
    expect(client.clusterQueries.at(-1)?.filters).toEqual({ illness: 'dengue' });
    expect(window.location.search).toBe('?illness=dengue');
    expect(screen.getByTestId('map-filter')).toHaveTextContent('Showing Dengue reports');
    // A live flu report does not match: only the dengue clusters are counted.
    act(() => client.onReport?.({ ...aReport(10, 10), illnessType: 'flu' }));
    expect(screen.getByTestId('map-summary')).toHaveTextContent('5 reports in 1 locations');
    act(() => client.onReport?.({ ...aReport(10, 10), illnessType: 'dengue', createdAt: new Date().toISOString() }));
    expect(screen.getByTestId('map-summary')).toHaveTextContent('6 reports in 2 locations');

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    const week = presetRange('7d');
    expect(window.location.search).toBe(`?illness=dengue&from=${week.from}&to=${week.to}`);
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(window.location.search).toBe('?illness=dengue');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the view a link describes and moves the range by keyboard', async () => {
    const week = presetRange('7d');
    window.history.replaceState(null, '', `/?severity=severe&from=${week.from}&to=${week.to}&lat=18.9&lng=72.8&z=9`);
    const client = new ScriptedClient();
    render(<HealthMap {...props} client={client} />);
    expect(screen.getByLabelText('Severity')).toHaveValue('severe');
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('83');
    const push = jest.spyOn(window.history, 'pushState');
    fireEvent.change(from, { target: { value: '82' } });
    fireEvent.keyUp(from, { key: 'ArrowLeft' });
    fireEvent.change(from, { target: { value: '81' } });
    fireEvent.keyUp(from, { key: 'ArrowLeft' });
    // Keys in a row are one history step, written once they stop.
    expect(window.location.search).toContain(`from=${week.from}`);
    await act(async () => {
      await new Promise((r) => setTimeout(r, KEY_COMMIT_MS + 50));
    });
    expect(window.location.search).toContain(`from=${presetRange('7d', new Date(Date.now() - 2 * 86_400_000)).from}`);
    expect(push).toHaveBeenCalledTimes(1);
    // Leaving the slider writes a pending step at once.
    fireEvent.change(from, { target: { value: '80' } });
    fireEvent.keyUp(from, { key: 'ArrowLeft' });
    fireEvent.blur(from);
    expect(window.location.search).toContain(`from=${presetRange('7d', new Date(Date.now() - 3 * 86_400_000)).from}`);
    expect(push).toHaveBeenCalledTimes(2);
    push.mockRestore();
  });
});

describe('HealthMap place search', () => {
  it('finds a city by name through the gazetteer search and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // jsdom has no fetch: the country outlines (drawn under the tiles) do not load here, and the map says so.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/');
    const client = new ScriptedClient();
    client.cities = [
      { city: 'Mumbai', state: 'Maharashtra', countryCode: 'IN', latitude: 18.95, longitude: 72.83, codes: 90 },
    ];
    render(<HealthMap {...props} client={client} />);
    fireEvent.change(screen.getByLabelText('Postal code or city'), { target: { value: 'Mumbai' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    });
    expect(screen.getByText('Showing Mumbai, Maharashtra')).toBeInTheDocument();
  });
});

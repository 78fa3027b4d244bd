// The map remote in the language the shell hands it: its own catalog (and the shared vocabulary)
// fetched first, as the shell's slot waits for it, then every control, table, status and figure
// in that language. English is what the other tests of this folder check.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { nextRealtimeState } from '@healthwatch/client';
import {
  DEFAULT_RUNTIME_CONFIG,
  INITIAL_REALTIME_STATE,
  type RemoteProps,
  DEFAULT_ACCESSIBILITY,
} from '@healthwatch/contracts';
import HealthMap from './HealthMap';
import HealthStats from '../health-stats/HealthStats';
import { mapCatalogs } from '../i18n/map-catalogs';
import { VIEW_SETTLE_MS } from '../map-data/useMapData';
import { aReport, ScriptedClient } from '../testing/scripted-client';

const props: RemoteProps = {
  config: DEFAULT_RUNTIME_CONFIG,
  toast: () => undefined,
  theme: 'light',
  accessibility: { ...DEFAULT_ACCESSIBILITY, reducedMotion: true },
};

const settle = () => act(async () => new Promise((r) => setTimeout(r, VIEW_SETTLE_MS + 50)));

describe('the map remote in another language', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no 2D canvas and says so on the console.
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    // Only jsdom's missing canvas may complain: a message missing or failing to format would show here.
    const intlErrors = error.mock.calls.filter((call) => !String(call[0]).includes('HTMLCanvasElement'));
    expect(intlErrors).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
  });

  it('speaks Japanese: controls, slider, table, status and the filter line', async () => {
    await mapCatalogs.load('ja');
    const client = new ScriptedClient();
    client.reports = [aReport(18.9474, 72.8138), aReport(18.9474, 72.8138), aReport(40.7484, -73.9967)];
    const toasts: string[] = [];
    render(<HealthMap {...props} locale="ja" client={client} toast={(_, message) => toasts.push(message)} />);
    await settle();

    expect(screen.getByRole('heading', { name: '流行マップ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '報告の絞り込み' })).toBeInTheDocument();
    const illness = screen.getByLabelText('病気');
    expect(within(illness).getByRole('option', { name: 'すべての病気' })).toBeInTheDocument();
    expect(within(illness).getByRole('option', { name: 'デング熱' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('症状')).getByRole('option', { name: '発熱' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再生' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7日間' })).toBeInTheDocument();
    const from = screen.getByRole('slider', { name: '開始日' });
    expect(from.getAttribute('aria-valuetext')).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(screen.getByRole('button', { name: 'リンクをコピー' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拡大' })).toBeInTheDocument();
    expect(screen.getByTestId('map-summary')).toHaveTextContent('地図上の2か所に3件の報告');
    expect(screen.getByTestId('map-filter')).toHaveTextContent('表示中: すべての報告');
    expect(screen.getByText('薄い緑: 1〜2件の報告')).toBeInTheDocument();
    // The licence lines under the map are in the visitor's language too, their sources still linked.
    const attribution = document.querySelector<HTMLElement>('.leaflet-control-attribution')!;
    expect(attribution).toHaveTextContent('郵便番号 © GeoNames (CC BY 4.0)');
    expect(attribution).toHaveTextContent('国の輪郭：Natural Earth（パブリックドメイン）');
    expect(within(attribution).getByRole('link', { name: 'Natural Earth' })).toHaveAttribute(
      'href',
      'https://www.naturalearthdata.com/',
    );

    const table = screen.getByRole('table', { name: '地図上で報告が集中している主な地点' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['報告数', '病気', '緯度', '経度']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2件の報告');

    expect(screen.getByText('ライブ更新に接続しています...')).toBeInTheDocument();
    act(() => client.onStatus?.(nextRealtimeState(INITIAL_REALTIME_STATE, { type: 'setup-failed' })));
    expect(screen.getByText('接続を確立できませんでした')).toBeInTheDocument();

    fireEvent.change(illness, { target: { value: 'dengue' } });
    fireEvent.click(screen.getByRole('button', { name: '今日' }));
    await settle();
    expect(screen.getByTestId('map-filter')).toHaveTextContent(/^表示中: デング熱、\d{4}年\d{1,2}月\d{1,2}日の報告$/);
    expect(screen.getByRole('button', { name: '今日' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Hindi in the slider’s announced value and in the area alerts form', async () => {
    await mapCatalogs.load('hi');
    const client = new ScriptedClient();
    const today = new Date().toISOString().slice(0, 10);
    client.timeline = { precision: 3, first: today, days: 1, illnesses: ['dengue'], cells: [[18.9, 72.8, 0, 0, 1234]] };
    render(<HealthMap {...props} locale="hi" client={client} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'प्रकोप नक्शा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चलाएँ' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'आज' }));
    await settle();
    // Today's thumb announces its day in Hindi and that day's reports, counted the Hindi way.
    expect(screen.getByRole('slider', { name: 'कब तक' }).getAttribute('aria-valuetext')).toMatch(
      /^\d{1,2} \S+ \d{4}, उस दिन 1,234 रिपोर्टें$/,
    );
    // The shared area-alerts form follows the remote's language with its own catalog.
    expect(await screen.findByRole('heading', { name: 'किसी इलाके के लिए प्रकोप अलर्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इस इलाके के बारे में मुझे सूचित करें' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('अलर्ट के लिए देश')).getByRole('option', { name: 'भारत' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपके इलाके के अलर्ट' })).toBeInTheDocument();
  });

  it('shows the statistics in Hindi with the figures grouped as Hindi readers expect', async () => {
    await mapCatalogs.load('hi');
    const client = new ScriptedClient();
    client.stats = [
      { key: 'activeCases', label: 'Active Cases', value: 1234567, definition: 'Reports made in the last 14 days.' },
      { key: 'newFigure', label: 'A figure this catalog does not know', value: 3, definition: 'As the API says.' },
    ];
    render(<HealthStats {...props} locale="hi" client={client} />);
    expect(screen.getByRole('heading', { name: 'स्वास्थ्य आँकड़े' })).toBeInTheDocument();
    expect(screen.getByLabelText('स्वास्थ्य आँकड़े लोड हो रहे हैं')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByText('सक्रिय मामले').nextSibling).toHaveTextContent('12,34,567');
    expect(screen.getByText(/^पिछले 14 दिनों में की गई रिपोर्टें/)).toBeInTheDocument();
    expect(screen.getByText('A figure this catalog does not know')).toBeInTheDocument();
    expect(screen.getByTestId('stats-filter')).toHaveTextContent('दिखाया जा रहा है: सभी रिपोर्टें');
  });
});

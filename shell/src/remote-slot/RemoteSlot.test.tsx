import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteProps } from '@healthwatch/contracts';
import { shellCatalogs } from '../i18n/shell-catalogs';
import { RemoteUnavailableError } from '../runtime-plugin/fallback';
import { installMatchMedia, type FakeMedia } from '../test-support/match-media';
import { renderWithShell } from '../test-support/render-shell';
import { RemoteSlot } from './RemoteSlot';

function Heading({ text }: { text: string }) {
  return function Remote(props: RemoteProps) {
    return (
      <h2>
        {text} ({props.theme})
      </h2>
    );
  };
}

describe('RemoteSlot and its error boundary', () => {
  let media: FakeMedia;
  beforeEach(() => {
    media = installMatchMedia();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    media.restore();
    jest.restoreAllMocks();
  });

  it('renders the remote default export with the shell props', async () => {
    const load = jest.fn(async () => ({ default: Heading({ text: 'Outbreak Map' }) }));
    renderWithShell(<RemoteSlot remote="map" expose="HealthMap" />, load);
    expect(await screen.findByRole('heading', { name: 'Outbreak Map (light)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('map/HealthMap');
  });

  it('shows Something went wrong when loading fails, and Try Again reloads only that remote', async () => {
    const user = userEvent.setup();
    let analyticsUp = false;
    const load = jest.fn(async (id: string) => {
      if (id === 'analytics/AnalyticsPage' && !analyticsUp) throw new Error('manifest unreachable');
      return { default: Heading({ text: id }) };
    });
    renderWithShell(
      <>
        <RemoteSlot remote="analytics" expose="AnalyticsPage" />
        <RemoteSlot remote="map" expose="HealthStats" />
      </>,
      load,
    );
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Something went wrong');
    expect(panel).toHaveTextContent('manifest unreachable');
    expect(await screen.findByRole('heading', { name: 'map/HealthStats (light)' })).toBeInTheDocument();

    analyticsUp = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'analytics/AnalyticsPage (light)' })).toBeInTheDocument();
    expect(load.mock.calls.filter(([id]) => id === 'analytics/AnalyticsPage')).toHaveLength(2);
    expect(load.mock.calls.filter(([id]) => id === 'map/HealthStats')).toHaveLength(1);
  });

  it('catches a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    renderWithShell(<RemoteSlot remote="report" expose="ReportForm" />, async () => ({ default: Broken }));
    expect(await screen.findByRole('alert')).toHaveTextContent('render failed');
  });

  it('rejects a module without a component default export', async () => {
    renderWithShell(<RemoteSlot remote="report" expose="ReportForm" />, async () => ({ default: 42 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not export a React component');
  });

  it('shows a custom fallback instead of the panel when given one', async () => {
    renderWithShell(
      <RemoteSlot remote="chat" expose="CommunityPanels" fallback={<p>Live chat is unavailable</p>} />,
      async () => {
        throw new Error('down');
      },
    );
    expect(await screen.findByText('Live chat is unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'ja',
      '問題が発生しました',
      'HealthWatch のこの部分を読み込めませんでした。接続を確認してから、もう一度お試しください。',
      '再試行',
    ],
    [
      'hi',
      'कुछ गड़बड़ हो गई',
      'HealthWatch का यह हिस्सा लोड नहीं हो सका। अपना कनेक्शन जाँचें, फिर दोबारा कोशिश करें।',
      'फिर से कोशिश करें',
    ],
  ])(
    'words an unreachable remote in %s, keeping the technical detail in English',
    async (locale, title, text, retry) => {
      await shellCatalogs.load(locale as 'ja' | 'hi');
      const load = jest.fn(async () => {
        throw new RemoteUnavailableError('report/ReportPage', new Error('Failed to get manifest'));
      });
      renderWithShell(<RemoteSlot remote="report" expose="ReportPage" />, load, locale as 'ja' | 'hi');
      const panel = await screen.findByRole('alert');
      expect(within(panel).getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(panel).getByText(text)).not.toHaveAttribute('lang');
      expect(within(panel).getByRole('button', { name: retry })).toBeInTheDocument();
      expect(panel).not.toHaveTextContent('could not be loaded');
      expect(within(panel).getByText('report/ReportPage: Failed to get manifest')).toHaveAttribute('lang', 'en');
    },
  );
});

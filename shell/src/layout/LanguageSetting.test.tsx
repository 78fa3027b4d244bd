import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY, type Locale, onWindowEvent, type RemoteProps } from '@healthwatch/contracts';
import { shellCatalogs } from '../i18n/shell-catalogs';
import { routes } from '../routes/routes';
import { installMatchMedia, type FakeMedia } from '../test-support/match-media';
import { renderRoutes } from '../test-support/render-shell';

/** A remote that shows the language it was handed, as RemoteProps.locale. */
function LocaleEcho({ locale }: RemoteProps) {
  return <p data-testid="remote-locale">{locale}</p>;
}
const loadRemote = async () => ({ default: LocaleEcho });

describe('the Language setting', () => {
  let media: FakeMedia;
  beforeEach(() => {
    localStorage.clear();
    media = installMatchMedia();
  });
  afterEach(() => media.restore());

  it('switches the shell, <html lang>, the remotes and the saved choice, and tells the window', async () => {
    const changes: Locale[] = [];
    const stop = onWindowEvent('locale-changed', ({ locale }) => changes.push(locale));
    const user = userEvent.setup();
    renderRoutes(routes, '/report', loadRemote);
    expect((await screen.findAllByTestId('remote-locale'))[0]).toHaveTextContent('en');

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
    await user.selectOptions(select, 'hi');

    const nav = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'लक्षण बताएँ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'लक्षण बताएँ' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(screen.getAllByTestId('remote-locale')[0]).toHaveTextContent('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(changes).toEqual(['hi']);
    await waitFor(() => expect(document.title).toBe('लक्षण बताएँ | HealthWatch'));
    stop();
  });

  it('starts in the language it is given, with the page no longer hidden', async () => {
    document.documentElement.classList.add('locale-pending');
    // As bootstrap.tsx does: the catalog first, then the first render.
    await shellCatalogs.load('ja');
    renderRoutes(routes, '/', loadRemote, 'ja');
    expect(await screen.findByRole('heading', { level: 1, name: '健康マップ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '設定' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');
    expect(document.documentElement.classList.contains('locale-pending')).toBe(false);
  });
});

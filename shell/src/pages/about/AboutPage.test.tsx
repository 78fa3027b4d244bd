import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRoute, routes } from '../../routes/routes';
import { installMatchMedia, type FakeMedia } from '../../test-support/match-media';
import { renderRoutes } from '../../test-support/render-shell';

const loadRemote = async () => ({ default: () => null });

function faqData(): { name: string; acceptedAnswer: { text: string } }[] {
  const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}';
  return (JSON.parse(json) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }).mainEntity;
}

describe('the About page', () => {
  let media: FakeMedia;
  beforeEach(() => {
    localStorage.clear();
    media = installMatchMedia();
  });
  afterEach(() => media.restore());

  it('speaks English word for word by default', async () => {
    renderRoutes(routes, '/about', loadRemote);
    expect(await screen.findByRole('heading', { level: 1, name: 'About HealthWatch' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Locations are postal-code centres looked up by our own server; your device's position is never requested.",
      ),
    ).toBeInTheDocument();
    expect(faqData()[0]?.name).toBe('Do I need an account to report symptoms?');
    expect(document.title).toBe('About | HealthWatch');
  });

  it('says what the weekly rates keep and why: the key stays on the device, the server keeps a weekly HMAC', async () => {
    renderRoutes(routes, '/about', loadRemote);
    const rates = await screen.findByRole('region', { name: 'Rates, and what is kept for them' });
    expect(within(rates).getAllByRole('listitem')).toHaveLength(5);
    expect(rates).toHaveTextContent('keeps it on this device');
    expect(rates).toHaveTextContent('the server never stores it');
    expect(rates).toHaveTextContent('a keyed hash (HMAC) of your key and the ISO week');
    expect(rates).toHaveTextContent("one participant's weeks cannot be linked to each other");
    expect(rates).toHaveTextContent('No address, name or IP address is kept');
  });

  it('is rendered in Hindi when the visitor starts in Hindi: headings, lists, FAQ, structured data and title', async () => {
    // As bootstrap.tsx does before the first render: the page's code and its words in that language.
    await preloadRoute('/about', 'hi');
    renderRoutes(routes, '/about', loadRemote, 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'HealthWatch के बारे में' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const heading of ['हमारा उद्देश्य', 'आपकी निजता', 'मुख्य सुविधाएँ', 'यह कैसे काम करता है', 'अक्सर पूछे जाने वाले सवाल'])
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 3, name: 'प्रकोप नक्शा' })).toBeInTheDocument();
    const privacy = within(main).getByRole('region', { name: 'आपकी निजता' });
    expect(within(privacy).getAllByRole('listitem')).toHaveLength(4);
    const steps = within(main).getByRole('region', { name: 'यह कैसे काम करता है' });
    expect(within(steps).getByRole('list').tagName).toBe('OL');
    expect(within(main).getByText('क्या लक्षण बताने के लिए खाता ज़रूरी है?').tagName).toBe('DT');
    expect(within(main).getByRole('link', { name: 'लक्षण बताएँ' })).toHaveAttribute('href', '/report');
    expect(faqData().map((item) => item.name)).toEqual([
      'क्या लक्षण बताने के लिए खाता ज़रूरी है?',
      'नक्शे पर दिखाया गया स्थान कितना सटीक होता है?',
      'क्या HealthWatch बता सकता है कि मुझे कौन-सी बीमारी है?',
      'क्या HealthWatch के लिए कोई शुल्क लगता है?',
    ]);
    expect(main).not.toHaveTextContent(/About|Our mission|Frequently asked/);
    await waitFor(() => expect(document.title).toBe('परिचय | HealthWatch'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^HealthWatch एक निःशुल्क/,
    );
  });

  it('switches to Japanese from Settings', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/about', loadRemote);
    await screen.findByRole('heading', { level: 1, name: 'About HealthWatch' });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ja');
    expect(await screen.findByRole('heading', { level: 1, name: 'HealthWatch について' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'よくある質問' })).toBeInTheDocument();
    expect(screen.getByText('症状を報告するのにアカウントは必要ですか？')).toBeInTheDocument();
    expect(faqData()[3]?.acceptedAnswer.text).toBe('いいえ。HealthWatch は無料で利用でき、広告も表示されません。');
    await waitFor(() => expect(document.title).toBe('概要 | HealthWatch'));
  });
});

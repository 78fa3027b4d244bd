import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG } from '@healthwatch/contracts';
import { shellCatalogs } from '../i18n/shell-catalogs';
import en from '../i18n/messages/en.json';
import { installMatchMedia, type FakeMedia } from '../test-support/match-media';
import { renderWithShell } from '../test-support/render-shell';
import { DemoNotice } from './DemoNotice';

// fetch is the network boundary (jsdom has none): each test answers GET /api/demo-data itself.
function answer(body: unknown, status = 200) {
  const calls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    calls.push(String(url));
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

const DEMO_DATA_NOTICE = en['demo.notice'];

describe('DemoNotice', () => {
  let media: FakeMedia;
  const original = globalThis.fetch;
  beforeEach(() => {
    media = installMatchMedia();
  });
  afterEach(() => {
    media.restore();
    globalThis.fetch = original;
  });

  it('says so, in a status region, while the API holds demo data', async () => {
    const calls = answer({ demo: true, reports: 120 });
    renderWithShell(<DemoNotice />, jest.fn());
    expect(await screen.findByText(DEMO_DATA_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(DEMO_DATA_NOTICE);
    expect(calls).toEqual([`${DEFAULT_RUNTIME_CONFIG.apiBaseUrl.replace(/\/+$/, '')}/api/demo-data`]);
  });

  it("says so in the visitor's language", async () => {
    answer({ demo: true, reports: 120 });
    await shellCatalogs.load('hi');
    renderWithShell(<DemoNotice />, jest.fn(), 'hi');
    expect(await screen.findByText(/^डेमो डेटा: .*असली रिपोर्टें नहीं।$/)).toBeInTheDocument();
  });

  it('shows nothing without demo data, or when the API cannot be asked', async () => {
    const calls = answer({ demo: false, reports: 0 });
    const { unmount } = renderWithShell(<DemoNotice />, jest.fn());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    unmount();
    answer({ error: 'down' }, 503);
    renderWithShell(<DemoNotice />, jest.fn());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  DEFAULT_RUNTIME_CONFIG,
  onWindowEvent,
  type GeocodeOutcome,
  type HealthDataClient,
  type HealthTip,
  type Locale,
  type Report,
  type RemoteProps,
  type SubmitReportBody,
  DEFAULT_ACCESSIBILITY,
} from '@healthwatch/contracts';
import type { QueuedReport, ReportOutbox } from '@healthwatch/client/report-outbox';
import en from '../i18n/messages/en.json';
import { reportCatalogs } from '../i18n/report-catalogs';
import ReportForm from './ReportForm';

const SAVED_OFFLINE_MESSAGE = en['offline.saved'];

/** The outbox's contract in memory; the IndexedDB one has its own test and runs in Chromium end to end. */
class MemoryOutbox implements ReportOutbox {
  readonly items = new Map<string, QueuedReport>();
  put = async (r: QueuedReport) => void this.items.set(r.idempotencyKey, r);
  list = async () => [...this.items.values()].sort((a, b) => a.queuedAt - b.queuedAt);
  remove = async (key: string) => void this.items.delete(key);
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

/**
 * A scripted data client: jsdom has no fetch, so the form is exercised here
 * against this in-memory implementation of the HealthDataClient interface;
 * the real API client has its own tests over HTTP and the whole loop runs in
 * Chromium end to end.
 */
class ScriptedClient implements HealthDataClient {
  geocodeCalls: [string, string][] = [];
  submitted: { body: SubmitReportBody; key: string | undefined }[] = [];
  geocodeAnswers = new Map<string, GeocodeOutcome>();
  private pendingSubmit: { resolve: (r: Report) => void; reject: (e: Error) => void } | null = null;

  listReports = async () => [];
  getStats = async () => [];
  getClusters = async () => [];
  searchCities = async () => [];
  getTimeline = async () => ({ precision: 3, first: '2026-01-01', days: 1, illnesses: [], cells: [] });
  getAreaAlarms = async () => [];
  checkIn = async () => Promise.reject(new Error('not used by the form'));
  getWeeklyRates = async () => Promise.reject(new Error('not used by the form'));
  subscribeReports = () => ({ close: () => undefined });
  async geocode(country: string, postalCode: string): Promise<GeocodeOutcome> {
    this.geocodeCalls.push([country, postalCode]);
    return (
      this.geocodeAnswers.get(`${country}|${postalCode}`) ?? { kind: 'not-found', message: 'Postal code not found' }
    );
  }
  submitReport(body: SubmitReportBody, options?: { idempotencyKey?: string }): Promise<Report> {
    this.submitted.push({ body, key: options?.idempotencyKey });
    return new Promise((resolve, reject) => (this.pendingSubmit = { resolve, reject }));
  }
  /** Settles the pending submit inside act, as the network would. */
  async settleSubmit(outcome: Report | Error) {
    await act(async () =>
      outcome instanceof Error ? this.pendingSubmit?.reject(outcome) : this.pendingSubmit?.resolve(outcome),
    );
  }
  /** The languages tips were asked in; a tip is translated into Spanish only. */
  tipLocales: Array<string | undefined> = [];
  matchTip = async (symptoms: readonly string[], _pinCode: string, locale?: string): Promise<HealthTip | null> => {
    this.tipLocales.push(locale);
    if (!symptoms.includes('Fever')) return null;
    return locale === 'es'
      ? { content: 'Descanse y beba muchos líquidos.', source: 'WHO', locale: 'es' }
      : { content: 'Rest and drink plenty of fluids.', source: 'WHO', locale: 'en' };
  };
}

const mumbai: GeocodeOutcome = {
  kind: 'found',
  result: {
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    countryCode: 'IN',
    latitude: 18.93751,
    longitude: 72.83552,
    attribution: '© GeoNames',
  },
};
const stored: Report = {
  id: '42',
  nickname: null,
  country: 'IN',
  pinCode: '400001',
  symptoms: ['Fever'],
  illnessType: 'unknown',
  severity: 'mild',
  createdAt: '2026-01-01T00:00:00Z',
  latitude: 18.9375,
  longitude: 72.8355,
  city: 'Mumbai',
  state: 'Maharashtra',
};

function setup(client: ScriptedClient, outbox?: ReportOutbox, locale?: Locale) {
  const toasts: [string, string][] = [];
  const props: RemoteProps = {
    config: DEFAULT_RUNTIME_CONFIG,
    toast: (kind, message) => toasts.push([kind, message]),
    theme: 'light',
    accessibility: DEFAULT_ACCESSIBILITY,
    ...(locale ? { locale } : {}),
  };
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <ReportForm {...props} client={client} {...(outbox ? { outbox } : {})} />
    </MemoryRouter>,
  );
  return { user, toasts };
}

const flush = () => act(async () => undefined);

describe('ReportForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts from the SPEC defaults and shows the postal field only after a country is chosen', async () => {
    setup(new ScriptedClient());
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.queryByLabelText('Postal Code')).toBeNull();
    expect(screen.getByLabelText('Illness Type')).toHaveValue('unknown');
    expect(screen.getByLabelText('Mild')).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(15);
    expect(screen.getByLabelText('Country').querySelectorAll('option')).toHaveLength(16);
  });

  it("asks a phone for the number pad for India's PIN, and for letters for a British postcode", async () => {
    const { user } = setup(new ScriptedClient());
    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    expect(screen.getByLabelText('Postal Code')).toHaveAttribute('inputmode', 'numeric');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    expect(screen.getByLabelText('Postal Code')).toHaveAttribute('inputmode', 'text');
  });

  it('checks the postal code 1000 ms after typing stops, and only the latest code counts', async () => {
    const client = new ScriptedClient();
    client.geocodeAnswers.set('IN|400001', mumbai);
    const { user } = setup(client);
    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    expect(screen.getByText('Format: PIN, 6 digits (e.g. 400001)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Postal Code'), '40000');
    act(() => jest.advanceTimersByTime(600));
    await user.type(screen.getByLabelText('Postal Code'), '1');
    act(() => jest.advanceTimersByTime(999));
    expect(client.geocodeCalls).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(/Verifying postal code/)).toBeInTheDocument();
    await flush();
    expect(client.geocodeCalls).toEqual([['IN', '400001']]);
    expect(screen.getByText('Location Verified')).toBeInTheDocument();
    expect(screen.getByText('Mumbai, Maharashtra, India')).toBeInTheDocument();
    expect(screen.getByText('18.9375, 72.8355')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Postal Code'), '9');
    expect(screen.queryByText('Location Verified')).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    expect(screen.getByText(/Invalid postal code/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('');
    expect(screen.queryByText(/Invalid postal code/)).toBeNull();
  });

  it('validates in SPEC order, focusing the error banner', async () => {
    const client = new ScriptedClient();
    client.geocodeAnswers.set('IN|400001', mumbai);
    const { user } = setup(client);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in your location details');
    expect(screen.getByRole('alert')).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    await user.type(screen.getByLabelText('Postal Code'), '400001');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid postal code for your selected country');

    act(() => jest.advanceTimersByTime(1000));
    await flush();
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one symptom');
    expect(client.submitted).toHaveLength(0);
  });

  it('speaks the language the shell hands it, its own catalog fetched first', async () => {
    await reportCatalogs.load('hi');
    const client = new ScriptedClient();
    client.geocodeAnswers.set('IN|400001', mumbai);
    const { user } = setup(client, undefined, 'hi');
    expect(screen.getByRole('heading', { name: 'अपने लक्षण बताएँ' })).toBeInTheDocument();
    // Country names come from the browser's Intl in every language but English.
    expect(screen.getByRole('option', { name: 'भारत' })).toHaveValue('IN');
    await user.click(screen.getByRole('button', { name: 'रिपोर्ट भेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपने स्थान की जानकारी भरें');
    await user.selectOptions(screen.getByLabelText('देश'), 'IN');
    await user.type(screen.getByLabelText('पिन कोड'), '400001');
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    expect(screen.getByText('स्थान की पुष्टि हो गई')).toBeInTheDocument();
    expect(screen.getByText('18.9375, 72.8355')).toBeInTheDocument();
    expect(screen.getByLabelText('बुख़ार')).not.toBeChecked();
    expect(screen.getByLabelText('हल्का')).toBeChecked();
  });

  it("words the API's refusals by their code in the visitor's language, and shows the API's text for any other", async () => {
    await reportCatalogs.load('hi');
    const client = new ScriptedClient();
    client.geocodeAnswers.set('IN|400001', mumbai);
    client.geocodeAnswers.set('IN|999999', {
      kind: 'not-found',
      message: 'Postal code not found',
      code: 'postal-code-not-found',
    });
    const { user, toasts } = setup(client, undefined, 'hi');
    await user.selectOptions(screen.getByLabelText('देश'), 'IN');
    await user.type(screen.getByLabelText('पिन कोड'), '999999');
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    expect(screen.getByText('चुने गए देश के लिए अमान्य पिन कोड: यह पिन कोड नहीं मिला')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('पिन कोड'));
    await user.type(screen.getByLabelText('पिन कोड'), '400001');
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    await user.click(screen.getByLabelText('बुख़ार'));
    await user.click(screen.getByRole('button', { name: 'रिपोर्ट भेजें' }));
    await client.settleSubmit(
      Object.assign(new Error('Too many requests, please try again later'), { code: 'rate-limited' }),
    );
    const rateLimited = 'यहाँ से बहुत ज़्यादा रिपोर्टें आई हैं: कृपया थोड़ा रुककर फिर कोशिश करें';
    expect(screen.getByRole('alert')).toHaveTextContent(rateLimited);
    expect(toasts).toContainEqual(['error', rateLimited]);

    await user.click(screen.getByRole('button', { name: 'रिपोर्ट भेजें' }));
    await client.settleSubmit(Object.assign(new Error('Something new'), { code: 'a-newer-code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something new');
  });

  it.each([
    ['es', 'Descanse y beba muchos líquidos.', 'es'],
    ['hi', 'Rest and drink plenty of fluids.', 'en'], // not translated yet: English, marked as such
  ] as const)(
    'asks for the tip in the page language (%s) and marks the language it came in',
    async (locale, tip, lang) => {
      await reportCatalogs.load(locale);
      const client = new ScriptedClient();
      client.geocodeAnswers.set('IN|400001', mumbai);
      const { user } = setup(client, undefined, locale);
      const fever = { es: 'Fiebre', hi: 'बुख़ार' }[locale];
      await user.selectOptions(screen.getByLabelText({ es: 'País', hi: 'देश' }[locale]), 'IN');
      await user.type(screen.getByLabelText({ es: 'Código postal', hi: 'पिन कोड' }[locale]), '400001');
      act(() => jest.advanceTimersByTime(1000));
      await flush();
      await user.click(screen.getByLabelText(fever));
      await user.click(screen.getByRole('button', { name: { es: 'Enviar informe', hi: 'रिपोर्ट भेजें' }[locale] }));
      await client.settleSubmit(stored);
      await flush();
      expect(client.tipLocales).toEqual([locale]);
      expect(screen.getByText(tip)).toHaveAttribute('lang', lang);
    },
  );

  it("keeps the API's own English words in English", async () => {
    const client = new ScriptedClient();
    client.geocodeAnswers.set('IN|999999', {
      kind: 'not-found',
      message: 'Postal code not found',
      code: 'postal-code-not-found',
    });
    const { user } = setup(client);
    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    await user.type(screen.getByLabelText('Postal Code'), '999999');
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    expect(screen.getByText('Invalid postal code for the selected country: Postal code not found')).toBeInTheDocument();
  });

  it('submits, announces success with the matched tip, emits the report, then resets after 3000 ms', async () => {
    const client = new ScriptedClient();
    client.geocodeAnswers.set('IN|400001', mumbai);
    const events: Report[] = [];
    const off = onWindowEvent('report-submitted', ({ report }) => events.push(report));
    const { user, toasts } = setup(client);
    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    await user.type(screen.getByLabelText('Postal Code'), '400001');
    await user.type(screen.getByLabelText('Nickname (optional)'), 'Asha');
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    await user.click(screen.getByLabelText('Fever'));
    await user.click(screen.getByLabelText('Severe'));
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(client.submitted[0]!.body).toEqual({
      country: 'IN',
      pinCode: '400001',
      symptoms: ['Fever'],
      illnessType: 'unknown',
      severity: 'severe',
    });
    expect(client.submitted[0]!.key).toMatch(/.+/);
    await client.settleSubmit(stored);
    await flush();

    expect(screen.getByRole('heading', { name: 'Report Submitted Successfully!' })).toHaveFocus();
    expect(screen.getByText('Rest and drink plenty of fluids.')).toHaveAttribute('lang', 'en');
    expect(client.tipLocales).toEqual(['en']);
    expect(screen.getByRole('button', { name: 'View Health Map' })).toBeInTheDocument();
    expect(events.map((r) => r.id)).toEqual(['42']);
    expect(toasts).toContainEqual(['success', 'Report submitted successfully!']);

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Rest and drink plenty of fluids.')).toBeNull();
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.getByLabelText('Fever')).not.toBeChecked();
    expect(screen.getByLabelText('Mild')).toBeChecked();
    off();
  });

  it("returns to editing with the server's message when the submit fails", async () => {
    const client = new ScriptedClient();
    client.geocodeAnswers.set('IN|400001', mumbai);
    const { user, toasts } = setup(client);
    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    await user.type(screen.getByLabelText('Postal Code'), '400001');
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    await user.click(screen.getByLabelText('Cough'));
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await client.settleSubmit(new Error('HTTP error! status: 500'));
    expect(screen.getByRole('alert')).toHaveTextContent('HTTP error! status: 500');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
    expect(toasts).toContainEqual(['error', 'HTTP error! status: 500']);
  });

  it('keeps a report submitted offline in the outbox with its key, says so, and sends it when the browser is back online', async () => {
    const client = new ScriptedClient();
    client.geocodeAnswers.set('IN|400001', mumbai);
    const outbox = new MemoryOutbox();
    const { user, toasts } = setup(client, outbox);
    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    await user.type(screen.getByLabelText('Postal Code'), '400001');
    act(() => jest.advanceTimersByTime(1000));
    await flush();
    await user.click(screen.getByLabelText('Fever'));
    setOnline(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Submit Report' }));
      expect(await screen.findByText(SAVED_OFFLINE_MESSAGE, { selector: 'p' })).toBeVisible();
      // Known to be offline: nothing is sent, the report goes straight to the outbox.
      expect(client.submitted).toHaveLength(0);
      expect(screen.getByRole('status')).toHaveTextContent(SAVED_OFFLINE_MESSAGE);
      expect(toasts).toContainEqual(['info', SAVED_OFFLINE_MESSAGE]);
      expect(screen.queryByRole('alert')).toBeNull();
      const [saved] = await outbox.list();
      expect(saved).toMatchObject({ body: { country: 'IN', pinCode: '400001', symptoms: ['Fever'] } });
      expect(saved!.idempotencyKey).toMatch(/\S{8,}/);
      expect(screen.getByLabelText('Fever')).not.toBeChecked();

      const emitted: Report[] = [];
      const off = onWindowEvent('report-submitted', ({ report }) => emitted.push(report));
      setOnline(true);
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(client.submitted[0]).toEqual({ body: saved!.body, key: saved!.idempotencyKey });
      await client.settleSubmit(stored);
      await flush();
      expect(outbox.items.size).toBe(0);
      expect(emitted).toEqual([stored]);
      expect(toasts).toContainEqual(['success', 'Your saved report has been sent']);
      off();
    } finally {
      setOnline(true);
    }
  });
});

import {
  DANGER_SIGNS,
  DEFAULT_RUNTIME_CONFIG,
  type ConsultationResult,
  type Locale,
  type RemoteProps,
  DEFAULT_ACCESSIBILITY,
} from '@healthwatch/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneAiCatalogs } from '../i18n/phone-ai-catalogs';
import PhoneAiPage from './PhoneAiPage';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

const RESULT: ConsultationResult = {
  diagnosis: 'Dengue',
  condition: 'dengue',
  confidence: 0.734,
  severity: 'moderate',
  triage: 'see-doctor',
  advice: ['triage.see-doctor', 'condition.dengue.1', 'disclaimer'],
  followUpRequired: true,
  differential: [
    {
      condition: 'dengue',
      label: 'Dengue',
      probability: 0.734,
      evidence: [
        { symptom: 'Body aches', likelihoodRatio: 2.4 },
        { symptom: 'Headache', likelihoodRatio: 1.6 },
      ],
    },
    { condition: 'chikungunya', label: 'Chikungunya', probability: 0.12, evidence: [] },
    {
      condition: 'flu',
      label: 'Influenza (flu)',
      probability: 0.05,
      evidence: [{ symptom: 'Fever', likelihoodRatio: 1.2 }],
    },
  ],
  explanation: {
    matchedSymptoms: ['Fever', 'Headache', 'Body aches'],
    deniedSymptoms: [],
    unmappedTerms: [],
    evidence: 'present-only',
    redFlags: [
      {
        id: 'fever-in-endemic-area',
        description: 'Fever in an area where malaria and dengue occur',
        level: 'see-doctor',
        source: 'WHO Guidelines for malaria',
      },
    ],
    drivers: [],
    localReports: 0,
    notes: [
      {
        code: 'pointsTo',
        params: { symptoms: ['Fever', 'Headache', 'Body aches'], condition: 'dengue', probability: 0.73 },
      },
      { code: 'driver', params: { symptom: 'Body aches', condition: 'dengue', likelihoodRatio: 2.4 } },
      { code: 'unrecognised', params: { terms: ['tired'] } },
      { code: 'presentOnly', params: {} },
      { code: 'redFlag', params: { id: 'fever-in-endemic-area', level: 'see-doctor' } },
    ],
  },
};

type Answer = { status: number; body: unknown } | 'reject';

/** fetch is the network boundary; the API itself is exercised by its own and the e2e tests. Answers in turn. */
function fakeFetch(...answers: Answer[]) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const impl = ((url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body)) });
    const answer = answers[Math.min(calls.length, answers.length) - 1]!;
    if (answer === 'reject') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as unknown as Response);
  }) as typeof fetch;
  return { impl, calls };
}

function renderPage(extra: { userAgent?: string; fetchImpl?: typeof fetch; locale?: Locale } = {}) {
  const toasts: Array<[string, string]> = [];
  const props: RemoteProps = {
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'http://api.test', phoneLine: '+1-555-0100' },
    toast: (kind, message) => toasts.push([kind, message]),
    theme: 'light',
    accessibility: DEFAULT_ACCESSIBILITY,
    ...(extra.locale ? { locale: extra.locale } : {}),
  };
  render(<PhoneAiPage {...props} userAgent={extra.userAgent ?? DESKTOP} fetchImpl={extra.fetchImpl} />);
  return { toasts };
}

describe('PhoneAiPage', () => {
  it('shows the phone number and a 200x200 QR code of the tel: link on desktop', () => {
    renderPage();
    // The shell's h1 names the page: no heading of the remote's says it again.
    expect(screen.queryByRole('heading', { name: 'AI Health Diagnosis' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Call the AI health line' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to call +1-555-0100' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');
    expect(screen.getByText(/Scan with your phone's camera to call \+1-555-0100/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1-555-0100' })).toHaveAttribute('href', 'tel:+15550100');
  });

  it('shows the SMS and WhatsApp numbers and three example messages, in the visitor’s language', async () => {
    renderPage();
    const panel = screen.getByRole('region', { name: 'Report by SMS or WhatsApp' });
    expect(within(panel).getByRole('link', { name: 'Send an SMS to +1-555-0100' })).toHaveAttribute(
      'href',
      'sms:+15550100',
    );
    expect(within(panel).getByRole('link', { name: 'Message +1-555-0100 on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/15550100',
    );
    const examples = within(panel).getAllByRole('listitem');
    expect(examples.map((li) => li.querySelector('code')?.textContent)).toEqual([
      'FEVER COUGH 400001',
      '1 2 400001',
      'fiebre tos 06700 MX',
    ]);
  });

  it('shows the text-message examples in Hindi for a Hindi visitor', async () => {
    await phoneAiCatalogs.load('hi');
    renderPage({ locale: 'hi' });
    const panel = await screen.findByRole('region', { name: 'SMS या WhatsApp से रिपोर्ट करें' });
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent(
      'बुखार खांसी 400001 — बुखार और खांसी, पिन कोड 400001 (भारत)',
    );
  });

  it('offers a direct call link and no QR code on a mobile user agent', () => {
    renderPage({ userAgent: PHONE });
    expect(screen.getByRole('link', { name: 'Call +1-555-0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('validates the emergency alert test and the consultation with SPEC messages, without calling the API', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: RESULT });
    renderPage({ fetchImpl: impl });
    await userEvent.click(screen.getByRole('button', { name: 'Send Emergency Alert Test' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide phone number and symptoms for emergency alert');
    await userEvent.type(screen.getByLabelText('Phone number'), '+15550100');
    await userEvent.click(screen.getByRole('button', { name: 'Get AI Consultation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide phone number and symptoms');
    expect(calls).toHaveLength(0);
  });

  it('sends the consultation with symptoms split on commas and shows the result', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: RESULT });
    const { toasts } = renderPage({ fetchImpl: impl });
    await userEvent.type(screen.getByLabelText('Phone number'), '+91 98200 12345');
    await userEvent.type(screen.getByLabelText('Symptoms (comma-separated)'), 'fever, headache ,body aches,');
    await userEvent.click(screen.getByRole('button', { name: 'Get AI Consultation' }));

    expect(calls).toEqual([
      {
        url: 'http://api.test/api/phone-ai/health-consultation',
        body: {
          phoneNumber: '+91 98200 12345',
          symptoms: ['fever', 'headache', 'body aches'],
          urgency: 'normal',
          dangerSigns: [],
        },
      },
    ]);
    const result = await screen.findByRole('region', { name: 'AI consultation result' });
    expect(within(result).getByText('Dengue', { selector: 'dd' })).toBeInTheDocument();
    expect(within(result).getByText('73%', { selector: 'dd' })).toBeInTheDocument();
    expect(within(result).getByText('Moderate')).toBeInTheDocument();
    expect(within(result).getByText('Yes')).toBeInTheDocument();
    const chart = within(result).getByRole('table', { name: 'Possible causes considered' });
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Dengue73%Body aches (2.4× as likely), Headache (1.6× as likely)',
      'Chikungunya12%None stands out',
      'Influenza (flu)5%Fever (1.2× as likely)',
    ]);
    // The bars are drawn to scale and hidden from assistive technology: the figures are the text.
    const bars = chart.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span');
    expect([...bars].map((b) => b.style.width)).toEqual(['73%', '12%', '5%']);
    // The explanation comes as notes and is worded here.
    expect(
      within(result).getByText(
        'Fever, Headache, Body aches point most to Dengue (73%). Body aches is 2.4× as likely with Dengue as with the other conditions. Not recognised as symptoms: “tired”. Only the symptoms mentioned were used; unmentioned symptoms were not counted as absent. Red flag: Fever in an area where malaria and dengue occur (See a doctor within 24 hours).',
      ),
    ).not.toHaveAttribute('lang');
    expect(within(result).getByText(/^Do not take aspirin or ibuprofen \(or other NSAIDs\)/)).toBeInTheDocument();
    expect(within(result).getByText(/^This is not a medical diagnosis/)).toBeInTheDocument();
    expect(toasts).toEqual([['success', 'AI consultation ready']]);
  });

  it('sends the emergency alert test with severity high and shows the alert reference', async () => {
    const { impl, calls } = fakeFetch({ status: 201, body: { ...RESULT, alertId: '42' } });
    renderPage({ fetchImpl: impl });
    await userEvent.type(screen.getByLabelText('Phone number'), '+15550100');
    await userEvent.type(screen.getByLabelText('Symptoms (comma-separated)'), 'chest pain');
    await userEvent.click(screen.getByRole('button', { name: 'Send Emergency Alert Test' }));
    expect(calls[0]!.url).toBe('http://api.test/api/phone-ai/emergency-alert');
    expect(calls[0]!.body).toMatchObject({ phoneNumber: '+15550100', symptoms: ['chest pain'], severity: 'high' });
    const result = await screen.findByRole('region', { name: 'Emergency alert sent' });
    expect(within(result).getByText('Alert reference: 42')).toBeInTheDocument();
  });

  it('asks the ten danger signs and sends those ticked', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: RESULT });
    renderPage({ fetchImpl: impl });
    const signs = screen.getByRole('group', { name: 'Danger signs: do you have any of these right now?' });
    expect(within(signs).getAllByRole('checkbox')).toHaveLength(DANGER_SIGNS.length);
    await userEvent.type(screen.getByLabelText('Phone number'), '+15550100');
    await userEvent.type(screen.getByLabelText('Symptoms (comma-separated)'), 'fever, headache');
    await userEvent.click(within(signs).getByRole('checkbox', { name: 'Stiff neck' }));
    await userEvent.click(within(signs).getByRole('checkbox', { name: 'Severe belly pain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get AI Consultation' }));
    expect(calls[0]!.body).toMatchObject({ dangerSigns: ['Stiff neck', 'Severe belly pain'] });
  });

  it('shows the follow-up questions, re-sends the consultation with the answers given and shows the new answer', async () => {
    const first = { ...RESULT, followUpQuestions: ['Dizziness', 'Loss of taste/smell', 'Chills'] };
    const second = { ...RESULT, diagnosis: 'Malaria', followUpQuestions: [] };
    const { impl, calls } = fakeFetch({ status: 200, body: first }, { status: 200, body: second });
    renderPage({ fetchImpl: impl });
    await userEvent.type(screen.getByLabelText('Phone number'), '+15550100');
    await userEvent.type(screen.getByLabelText('Symptoms (comma-separated)'), 'fever, headache');
    await userEvent.click(screen.getByRole('button', { name: 'Get AI Consultation' }));

    const questions = await screen.findByRole('region', { name: 'A few questions to sharpen the answer' });
    const groups = within(questions).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Do you also have dizziness?',
      'Do you also have loss of taste or smell?',
      'Do you also have chills?',
    ]);
    await userEvent.click(
      within(within(questions).getByRole('group', { name: 'Do you also have dizziness?' })).getByRole('radio', {
        name: 'No',
      }),
    );
    await userEvent.click(
      within(within(questions).getByRole('group', { name: 'Do you also have chills?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await userEvent.click(within(questions).getByRole('button', { name: 'Update answer' }));

    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({
      phoneNumber: '+15550100',
      symptoms: ['fever', 'headache'],
      urgency: 'normal',
      dangerSigns: [],
      answers: [
        { symptom: 'Dizziness', present: false },
        { symptom: 'Chills', present: true },
      ],
    });
    const result = await screen.findByRole('region', { name: 'AI consultation result' });
    expect(within(result).getByText('Malaria', { selector: 'dd' })).toBeInTheDocument();
    expect(within(result).getByText('Updated with your answers to the questions.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'AI consultation result' })).toHaveFocus();
    expect(result.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'A few questions to sharpen the answer' })).not.toBeInTheDocument();
  });

  it('asks no questions when the answer is already an emergency', async () => {
    const emergency = { ...RESULT, triage: 'emergency', severity: 'severe', followUpQuestions: ['Dizziness'] };
    const { impl } = fakeFetch({ status: 200, body: emergency });
    renderPage({ fetchImpl: impl });
    await userEvent.type(screen.getByLabelText('Phone number'), '+15550100');
    await userEvent.type(screen.getByLabelText('Symptoms (comma-separated)'), 'fever, headache');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stiff neck' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get AI Consultation' }));
    const result = await screen.findByRole('region', { name: 'AI consultation result' });
    expect(within(result).getByText('Emergency: get help now')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'A few questions to sharpen the answer' })).not.toBeInTheDocument();
  });

  it('keeps the questions and shows the error when the update fails', async () => {
    const first = { ...RESULT, followUpQuestions: ['Dizziness'] };
    const { impl } = fakeFetch({ status: 200, body: first }, 'reject');
    renderPage({ fetchImpl: impl });
    await userEvent.type(screen.getByLabelText('Phone number'), '+15550100');
    await userEvent.type(screen.getByLabelText('Symptoms (comma-separated)'), 'fever, headache');
    await userEvent.click(screen.getByRole('button', { name: 'Get AI Consultation' }));
    const questions = await screen.findByRole('region', { name: 'A few questions to sharpen the answer' });
    await userEvent.click(within(questions).getByRole('button', { name: 'Update answer' }));
    expect(await within(questions).findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    expect(within(questions).getByRole('button', { name: 'Update answer' })).toBeEnabled();
  });

  it.each<[Answer, string]>([
    ['reject', 'Network error. Please try again.'],
    [{ status: 400, body: { error: 'Please enter a valid phone number' } }, 'Please enter a valid phone number'],
    [{ status: 500, body: null }, 'Failed to get AI consultation'],
  ])('shows the SPEC error for %j', async (answer, message) => {
    const { impl } = fakeFetch(answer);
    const { toasts } = renderPage({ fetchImpl: impl });
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.type(screen.getByLabelText('Symptoms (comma-separated)'), 'fever');
    await userEvent.click(screen.getByRole('button', { name: 'Get AI Consultation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toasts).toEqual([]);
  });
});

describe("PhoneAiPage in the visitor's language", () => {
  beforeAll(async () => {
    // As the shell does: the catalog is fetched before the page is shown in that language.
    await Promise.all([phoneAiCatalogs.load('hi'), phoneAiCatalogs.load('ja')]);
  });

  it('speaks Hindi: headings, the phone line, the symptoms, the danger signs and a validation error', async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: RESULT });
    renderPage({ fetchImpl: impl, locale: 'hi' });
    expect(screen.getByRole('heading', { level: 2, name: 'AI स्वास्थ्य लाइन पर कॉल करें' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '+1-555-0100 पर कॉल करने के लिए QR कोड' })).toBeInTheDocument();
    const symptoms = screen.getByRole('group', { name: 'या सूची से अपने लक्षण चुनें' });
    expect(within(symptoms).getAllByRole('checkbox')).toHaveLength(15);
    expect(within(symptoms).getByRole('checkbox', { name: 'बुख़ार' })).not.toBeChecked();
    const signs = screen.getByRole('group', { name: 'ख़तरे के संकेत: क्या आपको अभी इनमें से कुछ है?' });
    expect(within(signs).getByRole('checkbox', { name: 'गर्दन में अकड़न' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'आपातकालीन अलर्ट टेस्ट भेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया आपातकालीन अलर्ट के लिए फ़ोन नंबर और लक्षण दें');
    await userEvent.type(screen.getByLabelText('फ़ोन नंबर'), '+15550100');
    await userEvent.click(screen.getByRole('button', { name: 'AI परामर्श लें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया फ़ोन नंबर और लक्षण दें');
    expect(calls).toHaveLength(0);
  });

  it('asks the API for Hindi and shows its Hindi answer as written; a refusal is worded by its code', async () => {
    const hindi: ConsultationResult = {
      ...RESULT,
      locale: 'hi',
      diagnosis: 'डेंगू',
      differential: RESULT.differential.map((d) => ({ ...d, label: d.condition === 'flu' ? 'इन्फ़्लुएंज़ा (फ़्लू)' : d.label })),
    };
    const refusal = { status: 400, body: { error: 'Please enter a valid phone number', code: 'invalid-phone' } };
    const { impl, calls } = fakeFetch({ status: 200, body: hindi }, refusal);
    const { toasts } = renderPage({ fetchImpl: impl, locale: 'hi' });
    await userEvent.type(screen.getByLabelText('फ़ोन नंबर'), '+91 98200 12345');
    await userEvent.type(screen.getByLabelText('लक्षण (कॉमा से अलग करें)'), 'बुख़ार, सिरदर्द');
    await userEvent.click(screen.getByRole('button', { name: 'AI परामर्श लें' }));
    expect(calls[0]!.body).toMatchObject({ symptoms: ['बुख़ार', 'सिरदर्द'], locale: 'hi' });
    const result = await screen.findByRole('region', { name: 'AI परामर्श का नतीजा' });
    expect(within(result).getByText('डेंगू', { selector: 'dd' })).toBeInTheDocument();
    expect(within(result).getByText('मध्यम', { selector: 'dd' })).toBeInTheDocument();
    expect(within(result).getByText('24 घंटे के भीतर डॉक्टर को दिखाएँ')).toBeInTheDocument();
    // The advice ids are worded from this remote's Hindi catalog (the phone line speaks the same entries).
    const advice = within(result)
      .getByText(/^एस्पिरिन या आइबुप्रोफ़ेन \(या दूसरी NSAID दवाएँ\) न लें/)
      .closest('ul')!;
    expect(advice).not.toHaveAttribute('lang');
    expect(within(advice).getAllByRole('listitem')).toHaveLength(3);
    const rows = within(within(result).getByRole('table', { name: 'जिन संभावित कारणों पर विचार किया गया' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[2]!.textContent).toBe('इन्फ़्लुएंज़ा (फ़्लू)5%बुख़ार (1.2 गुना ज़्यादा संभावित)');
    // The explanation's notes read in Hindi too.
    expect(
      within(result).getByText(/^बुख़ार, सिरदर्द, बदन दर्द सबसे अधिक डेंगू \(73%\) की ओर इशारा करते हैं।/),
    ).not.toHaveAttribute('lang');
    expect(toasts).toEqual([['success', 'AI परामर्श तैयार है']]);

    await userEvent.clear(screen.getByLabelText('फ़ोन नंबर'));
    await userEvent.type(screen.getByLabelText('फ़ोन नंबर'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'AI परामर्श लें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया एक सही फ़ोन नंबर डालें');
  });

  it('speaks Japanese: ticked symptoms go by their English names, the English answer is worded by key', async () => {
    const english = { ...RESULT, locale: 'en' as const, followUpQuestions: ['Dizziness', 'Loss of taste/smell'] };
    const { impl, calls } = fakeFetch({ status: 200, body: english });
    const { toasts } = renderPage({ fetchImpl: impl, locale: 'ja' });
    expect(screen.getByRole('heading', { level: 2, name: 'AI健康ラインに電話する' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('電話番号'), '+81 90 1234 5678');
    await userEvent.click(screen.getByRole('checkbox', { name: '頭痛' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '発熱' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '首が硬くて前に曲げにくい' }));
    await userEvent.click(screen.getByRole('button', { name: 'AI相談を受ける' }));
    expect(calls[0]!.body).toEqual({
      phoneNumber: '+81 90 1234 5678',
      symptoms: ['Fever', 'Headache'],
      urgency: 'normal',
      dangerSigns: ['Stiff neck'],
      locale: 'ja',
    });

    const result = await screen.findByRole('region', { name: 'AI相談の結果' });
    expect(within(result).getByText('デング熱', { selector: 'dd' })).toBeInTheDocument();
    expect(within(result).getByText('73%', { selector: 'dd' })).toBeInTheDocument();
    expect(within(result).getByText('中等度', { selector: 'dd' })).toBeInTheDocument();
    expect(within(result).getByText('24時間以内に医療機関を受診してください')).toBeInTheDocument();
    expect(within(result).getByText('はい', { selector: 'dd' })).toBeInTheDocument();
    const rows = within(within(result).getByRole('table', { name: '検討した原因の候補' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '病気可能性それを示す症状',
      'デング熱73%体の痛み（2.4倍起こりやすい）、頭痛（1.6倍起こりやすい）',
      'チクングニア熱12%特に目立つものはありません',
      'インフルエンザ5%発熱（1.2倍起こりやすい）',
    ]);
    expect(within(result).getByText('認識された症状：発熱、頭痛、体の痛み')).toBeInTheDocument();
    // The advice comes as ids and reads in Japanese from this remote's catalog.
    const advice = within(result)
      .getByText(/^アスピリンやイブプロフェン/)
      .closest('ul')!;
    expect(advice).not.toHaveAttribute('lang');
    expect(within(advice).getByText(/^これは医学的な診断ではなく/)).toBeInTheDocument();
    expect(within(result).queryByText(/aspirin|medical diagnosis/)).not.toBeInTheDocument();
    // The explanation's notes read in Japanese; the user's own unrecognised word is quoted as typed.
    expect(
      within(result).getByText(/^発熱、頭痛、体の痛みからはデング熱の可能性が最も高いと考えられます（73%）。/),
    ).toHaveTextContent('症状として認識されなかった語: 「tired」。');
    expect(within(result).queryByText(/point most|Red flag|were used/)).not.toBeInTheDocument();
    expect(within(result).getByRole('list', { name: '見つかった危険なサイン' })).toBeInTheDocument();
    expect(toasts).toEqual([['success', 'AI相談の結果が出ました']]);

    const questions = screen.getByRole('region', { name: '答えをより確かにするための質問' });
    const dizziness = within(questions).getByRole('group', { name: 'めまいもありますか？' });
    expect(
      within(dizziness)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['はい', 'いいえ']);
    expect(
      within(questions).getByRole('group', { name: '味やにおいが分からなくなっていますか？' }),
    ).toBeInTheDocument();
    expect(within(questions).getByRole('button', { name: '答えを更新' })).toBeEnabled();
  });

  it('words a ticked danger sign among the warning signs found in Japanese', async () => {
    const emergency: ConsultationResult = {
      ...RESULT,
      triage: 'emergency',
      severity: 'severe',
      explanation: {
        ...RESULT.explanation,
        redFlags: [{ id: 'danger-sign-stiff-neck', description: 'Stiff neck', level: 'emergency', source: 'WHO' }],
      },
    };
    const { impl } = fakeFetch({ status: 200, body: emergency });
    renderPage({ fetchImpl: impl, locale: 'ja' });
    await userEvent.type(screen.getByLabelText('電話番号'), '+81 90 1234 5678');
    await userEvent.type(screen.getByLabelText('症状（カンマ区切り）'), 'fever');
    await userEvent.click(screen.getByRole('button', { name: 'AI相談を受ける' }));
    const result = await screen.findByRole('region', { name: 'AI相談の結果' });
    const flags = within(result).getByRole('list', { name: '見つかった危険なサイン' });
    expect(within(flags).getByText('首が硬くて前に曲げにくい')).toBeInTheDocument();
    expect(within(flags).getByText('WHO')).toHaveAttribute('lang', 'en');
    expect(within(result).getByText('緊急：すぐに助けを求めてください')).toBeInTheDocument();
    expect(within(result).getByText('重度', { selector: 'dd' })).toBeInTheDocument();
  });
});

import { DEFAULT_ACCESSIBILITY, DEFAULT_RUNTIME_CONFIG, type RemoteProps } from '@healthwatch/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushEnvironment } from '@healthwatch/ui-kit/area-alerts/push-subscription';
import CheckIn from './CheckIn';
import { REMINDER_TOKEN_KEY } from './WeeklyReminder';

/**
 * A page whose browser can push: the registration's PushManager stands in for the browser's, whose subscribe()
 * would reach the vendor's push service (not reachable here); the API's answers come from fetch.
 */
function pushPage(
  answers: Record<string, { status: number; body: unknown }>,
  permission: NotificationPermission = 'granted',
) {
  const calls: { url: string; body: unknown }[] = [];
  const subscription = {
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } }),
  };
  const env: PushEnvironment = {
    requestPermission: async () => permission,
    serviceWorker: {
      getRegistration: async () =>
        ({
          pushManager: { getSubscription: async () => null, subscribe: async () => subscription },
        }) as unknown as ServiceWorkerRegistration,
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url: new URL(url).pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[new URL(url).pathname] ?? { status: 404, body: { error: 'Not found' } };
      return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
    }) as typeof fetch,
  };
  return { env, calls };
}

const TOKEN = 'R'.repeat(43);
const OK = {
  '/api/push/public-key': {
    status: 200,
    body: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' },
  },
  '/api/reminders': { status: 201, body: { token: TOKEN, timeZone: 'Asia/Kolkata' } },
  '/api/reminders/unsubscribe': { status: 200, body: { removed: 1 } },
};

function setup(env: PushEnvironment) {
  const props: RemoteProps = {
    config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'http://api.test' },
    toast: () => undefined,
    theme: 'light',
    accessibility: DEFAULT_ACCESSIBILITY,
  };
  const client = {
    checkIn: async () => ({ week: '2026-W48', country: 'IN', pinCode: '400001', city: null, state: null }),
  };
  render(<CheckIn {...props} client={client} pushEnvironment={env} />);
  return userEvent.setup();
}

/** The reminder is offered once the visitor has checked in. */
async function checkIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Country'), 'IN');
  await user.type(screen.getByLabelText('Postal Code'), '400001');
  await user.click(screen.getByRole('button', { name: 'I feel fine' }));
  return screen.findByRole('button', { name: 'Remind me every week' });
}

describe('"Remind me every week"', () => {
  beforeEach(() => localStorage.clear());

  it('opts in with the area and the browser time zone, keeps only the stop token, and stops with one tap', async () => {
    const page = pushPage(OK);
    const user = setup(page.env);
    expect(screen.queryByRole('button', { name: 'Remind me every week' })).toBeNull();
    await user.click(await checkIn(user));
    expect(
      await screen.findByText('Reminders are on: every Monday morning a notification opens this check-in.'),
    ).toBeInTheDocument();
    const subscribe = page.calls.find((c) => c.url === '/api/reminders');
    expect(subscribe?.body).toEqual({
      subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } },
      country: 'IN',
      postalCode: '400001',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(localStorage.getItem(REMINDER_TOKEN_KEY)).toBe(TOKEN);

    await user.click(screen.getByRole('button', { name: 'Stop weekly reminders' }));
    expect(await screen.findByText('Weekly reminders stopped.')).toBeInTheDocument();
    expect(page.calls.at(-1)).toEqual({ url: '/api/reminders/unsubscribe', body: { token: TOKEN } });
    expect(localStorage.getItem(REMINDER_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remind me every week' })).toBeInTheDocument();
  });

  it('offers to stop reminders a visitor has, and says when notifications are blocked', async () => {
    localStorage.setItem(REMINDER_TOKEN_KEY, TOKEN);
    const page = pushPage(OK, 'denied');
    const user = setup(page.env);
    expect(await screen.findByRole('button', { name: 'Stop weekly reminders' })).toBeInTheDocument();
    document.body.innerHTML = '';
    localStorage.clear();
    setup(page.env);
    await user.click(await checkIn(user));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(page.calls).toEqual([]);
    expect(localStorage.getItem(REMINDER_TOKEN_KEY)).toBeNull();
  });
});

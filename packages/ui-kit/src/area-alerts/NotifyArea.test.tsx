// The area-alerts form the map and analytics remotes share.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLLOWED_AREAS_KEY } from './followed-areas';
import { NotifyArea } from './NotifyArea';
import { base64UrlToBytes, type PushEnvironment } from './push-subscription';

interface Call {
  url: string;
  init?: RequestInit;
}

/**
 * A page whose browser can push: the service worker registration and its
 * PushManager stand in for the browser's, whose subscribe() would reach the
 * vendor's push service (not reachable here); the API answers come from fetch.
 */
function pushPage(
  answers: Record<string, { status: number; body: unknown }>,
  permission: NotificationPermission = 'granted',
) {
  const calls: Call[] = [];
  const subscribed: unknown[] = [];
  const subscription = {
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } }),
  };
  const env: PushEnvironment = {
    requestPermission: async () => permission,
    serviceWorker: {
      getRegistration: async () =>
        ({
          pushManager: {
            getSubscription: async () => null,
            subscribe: async (options: PushSubscriptionOptionsInit) => {
              subscribed.push(options);
              return subscription;
            },
          },
        }) as unknown as ServiceWorkerRegistration,
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, init });
      const answer = answers[new URL(url).pathname] ?? { status: 404, body: { error: 'Not found' } };
      // jsdom has no Response: the part of one the code reads.
      return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
    }) as typeof fetch,
  };
  return { env, calls, subscribed };
}

const OK = {
  '/api/push/public-key': {
    status: 200,
    body: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' },
  },
  '/api/push/subscriptions': {
    status: 201,
    body: {
      area: { country: 'IN', region: 'Maharashtra', city: 'Mumbai' },
      illness: 'dengue',
      token: 'T'.repeat(43),
      unsubscribeUrl: 'u',
    },
  },
  '/api/push/unsubscribe': { status: 200, body: { removed: 1 } },
};

beforeEach(() => localStorage.clear());

describe('NotifyArea', () => {
  it('subscribes the service worker with the API key, registers the area, and lets the visitor stop it', async () => {
    const page = pushPage(OK);
    render(<NotifyArea apiBaseUrl="http://api.test" environment={page.env} />);
    // India's PIN is digits: a phone shows its number pad.
    expect(screen.getByLabelText('Postal code for alerts')).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(screen.getByLabelText('Postal code for alerts'), '400001');
    await userEvent.selectOptions(screen.getByLabelText('Illness to follow'), 'dengue');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me about this area' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will get a notification when an outbreak of Dengue is detected around Mumbai, Maharashtra.',
    );
    expect(page.subscribed).toEqual([
      { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(OK['/api/push/public-key'].body.publicKey) },
    ]);
    const post = page.calls.find((c) => c.url === 'http://api.test/api/push/subscriptions')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } },
      country: 'IN',
      postalCode: '400001',
      illness: 'dengue',
    });
    expect(JSON.parse(localStorage.getItem(FOLLOWED_AREAS_KEY)!)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Stop alerts for Mumbai, Maharashtra' }));
    expect(await screen.findByText('Alerts for Mumbai, Maharashtra stopped.')).toBeInTheDocument();
    expect(JSON.parse(String(page.calls.at(-1)!.init?.body))).toEqual({ token: 'T'.repeat(43) });
    expect(JSON.parse(localStorage.getItem(FOLLOWED_AREAS_KEY)!)).toEqual([]);
  });

  it('says so when notifications are blocked, unsupported, or the API refuses the area', async () => {
    const blocked = pushPage(OK, 'denied');
    const { unmount } = render(
      <NotifyArea apiBaseUrl="http://api.test" environment={blocked.env} initialPostalCode="400001" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify me about this area' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications are blocked for this site.');
    expect(blocked.calls).toEqual([]);
    unmount();

    const none: PushEnvironment = { fetch: blocked.env.fetch };
    const second = render(<NotifyArea apiBaseUrl="http://api.test" environment={none} initialPostalCode="400001" />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me about this area' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This browser cannot receive notifications.');
    second.unmount();

    const refused = pushPage({
      ...OK,
      '/api/push/subscriptions': { status: 400, body: { error: 'Postal code 999999 was not found in IN' } },
    });
    render(<NotifyArea apiBaseUrl="http://api.test" environment={refused.env} initialPostalCode="999999" />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me about this area' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Postal code 999999 was not found in IN');
    expect(localStorage.getItem(FOLLOWED_AREAS_KEY)).toBeNull();
  });
});

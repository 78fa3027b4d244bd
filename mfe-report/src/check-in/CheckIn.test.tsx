import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type CheckIn as CheckInAnswer,
  type CheckInPlace,
  DEFAULT_ACCESSIBILITY,
  DEFAULT_RUNTIME_CONFIG,
  type Locale,
  type RemoteProps,
} from '@healthwatch/contracts';
import { RequestRefusedError } from '@healthwatch/client';
import { reportCatalogs } from '../i18n/report-catalogs';
import CheckIn from './CheckIn';
import type { CheckInClient } from './check-in-client';
import { REMEMBERED_AREA_KEY } from './remembered-area';

/** The check-in's data client in memory (jsdom has no fetch); the API client has its own HTTP test. */
class ScriptedCheckIns implements CheckInClient {
  sent: { place: CheckInPlace; key: string | undefined }[] = [];
  answer: CheckInAnswer | Error = { week: '2026-W48', country: 'IN', pinCode: '400001', city: 'Mumbai', state: null };
  checkIn = async (place: CheckInPlace, options?: { idempotencyKey?: string }) => {
    this.sent.push({ place, key: options?.idempotencyKey });
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  };
}

function setup(client: ScriptedCheckIns, locale?: Locale) {
  const toasts: [string, string][] = [];
  const props: RemoteProps = {
    config: DEFAULT_RUNTIME_CONFIG,
    toast: (kind, message) => toasts.push([kind, message]),
    theme: 'light',
    accessibility: DEFAULT_ACCESSIBILITY,
    ...(locale ? { locale } : {}),
  };
  render(<CheckIn {...props} client={client} />);
  return { user: userEvent.setup(), toasts };
}

describe('"I feel fine"', () => {
  beforeEach(() => localStorage.clear());

  it('checks in with country and postal code in one tap, and keeps nothing on the device unless asked', async () => {
    const client = new ScriptedCheckIns();
    const { user, toasts } = setup(client);
    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    await user.type(screen.getByLabelText('Postal Code'), '400001');
    await user.click(screen.getByRole('button', { name: 'I feel fine' }));
    expect(client.sent).toEqual([{ place: { country: 'IN', pinCode: '400001' }, key: expect.any(String) }]);
    expect(await screen.findByText('Thank you: you are counted for week 2026-W48')).toBeInTheDocument();
    expect(toasts).toEqual([['success', 'Thank you: you are counted for week 2026-W48']]);
    expect(localStorage.getItem(REMEMBERED_AREA_KEY)).toBeNull();
  });

  it('remembers the area only when ticked, prefills it next time, and forgets it when unticked', async () => {
    const client = new ScriptedCheckIns();
    const first = setup(client);
    await first.user.selectOptions(screen.getByLabelText('Country'), 'IN');
    await first.user.type(screen.getByLabelText('Postal Code'), '400001');
    await first.user.click(screen.getByLabelText('Remember my area on this device'));
    await first.user.click(screen.getByRole('button', { name: 'I feel fine' }));
    expect(JSON.parse(localStorage.getItem(REMEMBERED_AREA_KEY) ?? 'null')).toEqual({
      country: 'IN',
      pinCode: '400001',
    });
    document.body.innerHTML = '';
    const again = setup(client);
    expect(screen.getByLabelText('Postal Code')).toHaveValue('400001');
    expect(screen.getByLabelText('Remember my area on this device')).toBeChecked();
    await again.user.click(screen.getByLabelText('Remember my area on this device'));
    expect(localStorage.getItem(REMEMBERED_AREA_KEY)).toBeNull();
  });

  it('asks for a location before sending, and shows a refusal in the visitor language by its code', async () => {
    await reportCatalogs.load('hi');
    const client = new ScriptedCheckIns();
    client.answer = new RequestRefusedError(422, 'Postal code not found', 'postal-code-not-found');
    const { user, toasts } = setup(client, 'hi');
    await user.click(screen.getByRole('button', { name: 'मैं ठीक महसूस कर रहा/रही हूँ' }));
    expect(client.sent).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया');
    await user.selectOptions(screen.getAllByRole('combobox')[0]!, 'IN');
    await user.type(screen.getByRole('textbox'), '400001');
    await user.click(screen.getByRole('button', { name: 'मैं ठीक महसूस कर रहा/रही हूँ' }));
    expect(client.sent).toHaveLength(1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('Postal code not found');
    expect(toasts.at(-1)?.[0]).toBe('error');
    expect(toasts.at(-1)?.[1]).toBe(alert.textContent);
  });
});

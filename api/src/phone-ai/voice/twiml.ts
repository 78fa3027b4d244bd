/** A tiny builder for the TwiML subset the phone line speaks. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Attrs = Record<string, string | number>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
}

export const say = (text: string, a: Attrs = {}) =>
  `<Say${attrs({ voice: 'alice', language: 'en-GB', ...a })}>${escapeXml(text)}</Say>`;
export const gather = (a: Attrs, ...children: string[]) => `<Gather${attrs(a)}>${children.join('')}</Gather>`;
export const redirect = (url: string) => `<Redirect method="POST">${escapeXml(url)}</Redirect>`;
export const pause = (seconds: number) => `<Pause length="${seconds}"/>`;
export const hangup = () => '<Hangup/>';

export function response(...verbs: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.join('')}</Response>`;
}

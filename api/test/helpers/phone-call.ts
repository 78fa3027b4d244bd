import type { TestApp } from './test-app';

/**
 * The telephony provider is the one boundary that cannot exist here: a call is form-encoded posts to
 * the real app, exactly as the provider sends them, following the action URLs it gets back.
 */
export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const postCall = (t: TestApp, url: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: FORM_HEADERS, payload: formBody(fields) });

/** The action URL of a TwiML document's Gather, as the provider would post to it. */
export function gatherAction(xml: string): string {
  const match = /<Gather [^>]*action="([^"]+)"/.exec(xml);
  if (!match) throw new Error(`no Gather in ${xml}`);
  return match[1]!.replace(/&amp;/g, '&');
}

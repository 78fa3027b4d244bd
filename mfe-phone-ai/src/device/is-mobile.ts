/**
 * Phones and tablets that can place a call from a link. iPadOS 13+ reports a
 * desktop Safari user agent; it is told apart by touch points when known.
 */
const MOBILE_UA =
  /Android|iPhone|iPod|iPad|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobile Safari|webOS|KaiOS|Silk|Mobi/i;

export function isMobileUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (MOBILE_UA.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** RFC 3966 tel: URI: keep the leading + and the digits, drop visual separators. */
export function telHref(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * 12345 -> "12,345". Written out rather than `toLocaleString('en-US')`: the
 * first Intl number format of a page loads ICU data, about 35 ms on a desktop
 * and four times that on a phone, all inside the home page's first render.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

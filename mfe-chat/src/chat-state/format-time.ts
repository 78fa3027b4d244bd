/** A message time as hours and minutes; docs/SPEC.md §2/§8: a time that cannot be parsed shows 'Invalid time'. */
export function formatTime(timestamp: string, locale?: string, invalid = 'Invalid time'): string {
  const date = new Date(timestamp);
  if (timestamp.trim() === '' || Number.isNaN(date.getTime())) return invalid;
  return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

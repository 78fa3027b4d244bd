import { useIntl } from 'react-intl';
import type { Words } from './consultation-words';
import { useT } from './phone-ai-catalogs';

/** Words as a string: a catalog key translated, or the API's text as it came. */
export function useSay(): (words: Words) => string {
  const t = useT();
  return (words) => ('id' in words ? t(words.id) : words.text);
}

/**
 * Words in the page: the API's text in another language than the page's is marked with its own
 * `lang` (WCAG 3.1.2), so a screen reader reads English recommendations on a Japanese page as English.
 */
export function Say({ words }: { words: Words }) {
  const { locale } = useIntl();
  const say = useSay();
  if ('id' in words || words.lang === locale) return <>{say(words)}</>;
  return <span lang={words.lang}>{words.text}</span>;
}

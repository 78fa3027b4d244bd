import { Fragment } from 'react';
import { SITE_NAME } from './usePageMeta';

/** Where the product's name may break: between its two words. */
const BREAK_AT = SITE_NAME.indexOf('Watch');

/**
 * A text with the product's name allowed to break at its hump ("Health·Watch"). A heading at large
 * text on a phone is narrower than the name, and the page's overflow-wrap would otherwise break it
 * wherever the line ends ("HealthWatc/h"). <wbr> adds nothing to what a screen reader says.
 */
export function BrandBreaks({ text }: { text: string }) {
  const parts = text.split(SITE_NAME);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed split of one string.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          {SITE_NAME.slice(0, BREAK_AT)}
          <wbr />
          {SITE_NAME.slice(BREAK_AT)}
        </>
      )}
    </Fragment>
  ));
}

import type { ComponentPropsWithoutRef } from 'react';
import styles from './TableScroll.module.css';

/** A scrolling region must have a name, so a screen reader says what the focus landed on. */
type Named = { 'aria-label': string } | { 'aria-labelledby': string };
export type TableScrollProps = Omit<ComponentPropsWithoutRef<'section'>, 'tabIndex'> & Named;

/**
 * The box a table stands in: a table wider than the screen scrolls sideways in it rather than
 * the page (WCAG 1.4.10), its cells keep whole words, and the box takes keyboard focus so it
 * can be scrolled without a mouse (WCAG 2.1.1).
 */
export function TableScroll({ className, ...props }: TableScrollProps) {
  return (
    <section
      {...props}
      className={className ? `${styles.scroll} ${className}` : styles.scroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1).
      tabIndex={0}
    />
  );
}

import type { Locator, Page } from '@playwright/test';

/** A theme token (`--hw-focus`) as the page resolves it now, as `rgb(…)`: what a test compares painted colours with. */
export async function themeColour(page: Page, token: `--hw-${string}`): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

/**
 * The colour painted behind an element's content: its own background, or the nearest ancestor's that is opaque
 * (a translucent tint is not what the eye compares against); the page's when none is.
 */
export async function backgroundOf(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour.startsWith('rgb(')) return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

/** WCAG's relative luminance of an opaque colour (see channels()): 0 for black, 1 for white. */
export function luminance(colour: string): number {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(colour);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * A painted colour's red, green and blue, 0–255, without its alpha: from `rgb()`/`rgba()`, or the `color(srgb …)`
 * that Chromium computes for a `color-mix()`. What a tint shares with the colour it was mixed from.
 */
export function channels(colour: string): [number, number, number] {
  const numbers = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const scale = colour.startsWith('color(srgb') ? 255 : 1;
  const [r = 0, g = 0, b = 0] = numbers.map((n) => Math.round(n * scale));
  return [r, g, b];
}

import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'HealthWatch';

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Given only by the prerender: effects do not run on the server, so the page's
 * title and description are handed over during render to be written into the
 * HTML's <head>.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets <title> and the meta description for the current route. */
export function usePageMeta(title: string, description: string): void {
  useContext(PageMetaSink)?.({ title, description });
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

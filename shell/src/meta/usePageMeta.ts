import { useEffect } from 'react';

export const SITE_NAME = 'HealthWatch';

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** Sets <title> and the meta description for the current route. */
export function usePageMeta(title: string, description: string): void {
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

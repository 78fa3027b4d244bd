import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useShellT } from '../i18n/shell-catalogs';

export interface LazyPageCode {
  /** Set once the chunk is in. */
  loaded: ComponentType | null;
  Lazy: LazyExoticComponent<ComponentType>;
  preload(): Promise<void>;
}

/** A page whose code is a chunk of its own (rendered by LazyPage). */
export function lazyPage(load: () => Promise<ComponentType>): LazyPageCode {
  const code: LazyPageCode = {
    loaded: null,
    Lazy: lazy(async () => ({ default: await fetchPage() })),
    preload: async () => void (await fetchPage()),
  };
  const fetchPage = () =>
    load().then((component) => {
      code.loaded = component;
      return component;
    });
  return code;
}

function Loading() {
  const t = useShellT();
  return <p role="status">{t('remote.loading')}</p>;
}

/**
 * Once preloaded (the prerender, and bootstrap.tsx before hydrating that page's HTML) the page
 * renders at once, so the HTML and the first render agree; reached by a navigation, it suspends
 * inside the layout while its chunk arrives, as it does while its words in a new language do.
 */
export function LazyPage({ page }: { page: LazyPageCode }) {
  const Page = page.loaded ?? page.Lazy;
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

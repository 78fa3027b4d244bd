/** A stylesheet that neither loads nor fails within this long no longer holds its remote back. */
export const STYLESHEET_WAIT_MS = 3000;

const STYLESHEETS = 'link[rel="stylesheet"]';

/**
 * Returns a wait for the stylesheets added to the page since this call. The federation runtime inserts an exposed
 * module's stylesheets as links without waiting for them (its snapshot plugin's preloadAssets), and webpack's CSS
 * chunk loader then finds those links and counts the CSS as loaded. So when a stylesheet came after its script, the
 * remote painted unstyled and then moved as its CSS arrived (a layout shift).
 * Each remote load waits here before it renders, until every such link has loaded or failed (or `limitMs`).
 */
export function stylesheetWait(doc: Document = document, limitMs = STYLESHEET_WAIT_MS): () => Promise<void> {
  // The page's own stylesheets have loaded or failed before its scripts ran; a failed one stays without a sheet.
  const initial = new Set(doc.querySelectorAll(STYLESHEETS));
  const settled = new WeakSet<EventTarget>();
  const settle = (event: Event) => {
    if (event.target) settled.add(event.target);
  };
  // load and error do not bubble, but they pass the document on their way in.
  doc.addEventListener('load', settle, true);
  doc.addEventListener('error', settle, true);
  return async () => {
    const pending = [...doc.querySelectorAll<HTMLLinkElement>(STYLESHEETS)].filter(
      (link) => !initial.has(link) && !settled.has(link) && link.sheet === null,
    );
    if (pending.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settledAll = Promise.all(
      pending.map(
        (link) =>
          new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
    );
    await Promise.race([settledAll, new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)))]);
    clearTimeout(timer);
  };
}

// A remote's standalone page, so a team can develop and demo it without the
// shell. `?api=` and `?chat=` point it at servers other than the local defaults.
import { type RemoteProps, standaloneRemoteProps } from '@healthwatch/contracts';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

/** Renders `page` into the template's #root (index.html of this package), with a heading when the page has none. */
export function mountStandalone(page: (props: RemoteProps) => ReactNode, heading?: string): void {
  const props = standaloneRemoteProps(window.location.search);
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        {heading && <h1>{heading}</h1>}
        {page(props)}
      </BrowserRouter>
    </StrictMode>,
  );
}

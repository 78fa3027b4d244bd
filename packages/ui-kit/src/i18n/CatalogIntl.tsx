import { DEFAULT_LOCALE, type Locale, type RemoteProps } from '@healthwatch/contracts';
import { type ComponentType, type ReactNode, use } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalogs } from './catalogs';

interface Props {
  catalogs: Catalogs;
  locale?: Locale | undefined;
  children: ReactNode;
}

/**
 * react-intl for one package's own catalogs. A language not loaded yet suspends (the shell's
 * remote slot shows its loading line; a language change is a transition, so the page stays as
 * it was until the catalog is there) instead of showing English first.
 */
export function CatalogIntl({ catalogs, locale = DEFAULT_LOCALE, children }: Props) {
  const messages = catalogs.peek(locale) ?? use(catalogs.load(locale));
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/** A remote's exposed component inside its catalogs, in the language RemoteProps.locale names. */
export function withCatalogs<P extends RemoteProps>(Component: ComponentType<P>, catalogs: Catalogs) {
  function Translated(props: P) {
    return (
      <CatalogIntl catalogs={catalogs} locale={props.locale}>
        <Component {...props} />
      </CatalogIntl>
    );
  }
  Translated.displayName = `withCatalogs(${Component.displayName ?? Component.name})`;
  return Translated;
}

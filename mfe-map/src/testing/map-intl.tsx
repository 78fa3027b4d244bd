import type { Locale } from '@healthwatch/contracts';
import type { ReactNode } from 'react';
import { CatalogIntl } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { mapCatalogs } from '../i18n/map-catalogs';

/**
 * A part of this remote inside its catalogs, as its exposed components wrap it (withCatalogs).
 * Another language must be loaded first (`await mapCatalogs.load(locale)`), as the shell's slot waits for it.
 */
export function inMapCatalogs(ui: ReactNode, locale: Locale = 'en') {
  return (
    <CatalogIntl catalogs={mapCatalogs} locale={locale}>
      {ui}
    </CatalogIntl>
  );
}

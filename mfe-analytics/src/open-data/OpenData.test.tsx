import type { Locale } from '@healthwatch/contracts';
import { render, screen } from '@testing-library/react';
import { CatalogIntl } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { analyticsCatalogs } from '../i18n/analytics-catalogs';
import { OpenData } from './OpenData';

/** The section inside this remote's catalogs, as AnalyticsPage (withCatalogs) renders it. */
const renderIn = (locale: Locale, apiBaseUrl: string) =>
  render(
    <CatalogIntl catalogs={analyticsCatalogs} locale={locale}>
      <OpenData apiBaseUrl={apiBaseUrl} />
    </CatalogIntl>,
  );

describe('OpenData', () => {
  it('links the CSV and GeoJSON downloads and the dictionary on the API, whatever the base URL ends with', () => {
    renderIn('en', 'http://api.test/');
    expect(screen.getByRole('link', { name: 'Download data (CSV)' })).toHaveAttribute(
      'href',
      'http://api.test/api/open-data/daily.csv',
    );
    expect(screen.getByRole('link', { name: 'Download data (GeoJSON)' })).toHaveAttribute(
      'href',
      'http://api.test/api/open-data/daily.geojson',
    );
    expect(screen.getByRole('link', { name: 'Data dictionary (JSON)' })).toHaveAttribute(
      'href',
      'http://api.test/api/open-data/daily.json',
    );
    expect(screen.getByRole('link', { name: 'Data catalog (DCAT-AP, JSON-LD)' })).toHaveAttribute(
      'href',
      'http://api.test/api/open-data/catalog.jsonld',
    );
    expect(screen.getByRole('link', { name: /CC BY 4.0/ })).toHaveAttribute('target', '_blank');
  });

  it('words the section and its links in the visitor language, the licence link inside the sentence', async () => {
    await analyticsCatalogs.load('ja');
    renderIn('ja', 'http://api.test');
    expect(screen.getByRole('heading', { name: 'オープンデータ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'データをダウンロード（CSV）' })).toHaveAttribute(
      'href',
      'http://api.test/api/open-data/daily.csv',
    );
    const licence = screen.getByRole('link', { name: 'CC BY 4.0 （新しいタブで開きます）' });
    expect(licence.closest('p')).toHaveTextContent(/のもとで自由に再利用できます。$/);
  });
});

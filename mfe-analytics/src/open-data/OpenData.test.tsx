import { render, screen } from '@testing-library/react';
import { OpenData } from './OpenData';

describe('OpenData', () => {
  it('links the CSV and GeoJSON downloads and the dictionary on the API, whatever the base URL ends with', () => {
    render(<OpenData apiBaseUrl="http://api.test/" />);
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
    expect(screen.getByRole('link', { name: /CC BY 4.0/ })).toHaveAttribute('target', '_blank');
  });
});

import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { installMatchMedia, type FakeMedia } from '../test-support/match-media';
import { renderRoutes } from '../test-support/render-shell';
import { shellCatalogs } from '../i18n/shell-catalogs';
import { describeRouteError, RouteErrorPage } from './RouteErrorPage';
import { routes } from './routes';

function Heading(props: { text: string }) {
  return <h2>{props.text}</h2>;
}
const loadRemote = async (id: string) => ({ default: () => <Heading text={id} /> });

describe('routes', () => {
  let media: FakeMedia;
  beforeEach(() => {
    media = installMatchMedia();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    media.restore();
    jest.restoreAllMocks();
  });

  it.each([
    ['/', 'Health Map', 'Health Map'],
    ['/report', 'Report Symptoms', 'Report Symptoms'],
    ['/phone-ai', 'AI Diagnosis', 'AI Diagnosis'],
    ['/analytics', 'Analytics', 'Analytics'],
    ['/about', 'About', 'About HealthWatch'],
  ])('%s marks "%s" as the current page and sets the title', async (path, label, heading) => {
    renderRoutes(routes, path, loadRemote);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
    expect(document.title).toBe(`${label} | HealthWatch`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(30);
  });

  it('composes the home page from the map, the report form and the statistics', async () => {
    renderRoutes(routes, '/', loadRemote);
    for (const id of ['map/HealthMap', 'report/ReportForm', 'map/HealthStats']) {
      expect(await screen.findByRole('heading', { name: id })).toBeInTheDocument();
    }
  });

  it('shows the error page with 404 for an unknown route, keeping the header', async () => {
    renderRoutes(routes, '/nowhere/at/all', loadRemote);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("words the 404 page and its title in the visitor's language", async () => {
    await shellCatalogs.load('hi');
    renderRoutes(routes, '/nowhere', loadRemote, 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'अनपेक्षित ऐप्लिकेशन त्रुटि!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '404 नहीं मिला' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'स्वास्थ्य नक्शे पर जाएँ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('पेज नहीं मिला | HealthWatch');
  });

  it('shows the message of an error thrown while rendering a route', async () => {
    function Boom(): never {
      throw new Error('Route exploded');
    }
    const broken: RouteObject[] = [{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }];
    renderRoutes(broken, '/', loadRemote);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Route exploded')).toBeInTheDocument();
  });

  it('describes errors by status or message', () => {
    expect(describeRouteError(new Error('x'))).toBe('x');
    expect(describeRouteError('plain')).toBe('plain');
    expect(describeRouteError(undefined)).toBe('Unknown error');
  });

  it('puts FAQPage structured data with four questions on the About page', async () => {
    renderRoutes(routes, '/about', loadRemote);
    await screen.findByRole('heading', { level: 1, name: 'About HealthWatch' });
    const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}';
    const data = JSON.parse(json) as { '@type': string; mainEntity: { name: string }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(4);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Report Symptoms' })).toHaveAttribute(
      'href',
      '/report',
    );
    expect(screen.getByText(/© GeoNames \(geonames\.org\), CC BY 4\.0/)).toBeInTheDocument();
  });
});

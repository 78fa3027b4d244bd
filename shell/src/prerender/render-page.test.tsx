/** @jest-environment node */
// The prerender runs in Node, as here: no window, no document, no localStorage.
import { renderPage, PRERENDERED_PATHS } from './render-page';

describe('renderPage', () => {
  it('prerenders the five routes of the navigation', () => {
    expect(PRERENDERED_PATHS).toEqual(['/', '/report', '/phone-ai', '/analytics', '/about']);
  });

  it('renders a page with its heading, navigation, skip link and the route as current', async () => {
    const page = await renderPage('/report');
    expect(page.title).toBe('Report Symptoms | HealthWatch');
    expect(page.description).toMatch(/anonymously/);
    expect(page.html).toMatch(/<h1[^>]*>Report Symptoms<\/h1>/);
    expect(page.html).toContain('Skip to main content');
    expect(page.html).toMatch(/<a aria-current="page"[^>]*href="\/report"/);
  });

  it('leaves each remote slot with its loading line and the chat as placeholders, as the browser first hydrates them', async () => {
    const page = await renderPage('/');
    for (const slot of ['map/HealthMap', 'report/ReportForm', 'map/HealthStats']) {
      expect(page.html).toMatch(
        new RegExp(`data-remote-slot="${slot}"><!--\\$--><p[^>]*role="status">Loading…</p><!--/\\$--></div>`),
      );
    }
    expect(page.html).toContain('data-testid="community-placeholder"');
  });

  it('renders the light theme and disabled buttons: what the visitor chose is only known in the browser', async () => {
    const page = await renderPage('/about');
    expect(page.html).toContain('aria-label="Switch to dark theme"');
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>Accessibility<\/button>/);
  });
});

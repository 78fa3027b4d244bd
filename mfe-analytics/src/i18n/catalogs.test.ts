import { ANALYTICS_ERROR_MESSAGE } from '@healthwatch/contracts';
import { analyticsCatalogs } from './analytics-catalogs';
import en from './messages/en.json';

describe('analytics catalogs', () => {
  it("keeps docs/SPEC.md's error sentence as the English message translators work from", () => {
    expect(en['error.load']).toBe(ANALYTICS_ERROR_MESSAGE);
  });

  it('loads a language with the shared vocabulary under this remote’s own words', async () => {
    const ja = await analyticsCatalogs.load('ja');
    expect(ja['tab.outbreak']).toBe('流行予測');
    expect(ja['illness.dengue']).toBe('デング熱');
  });
});

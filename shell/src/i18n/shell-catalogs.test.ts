import { SUITE_ROUTES } from '@healthwatch/contracts';
import en from './messages/en.json';
import { routeDescriptionId, routeLabelId } from './shell-catalogs';

// suite.json names each route in English; the catalog words it in every language. English must
// stay the suite's own words (docs/SPEC.md §2).
it("has suite.json's label and description for every route in English", () => {
  const catalog: Record<string, string> = en;
  for (const route of SUITE_ROUTES) {
    expect(catalog[routeLabelId(route.path)]).toBe(route.label);
    if (route.description) expect(catalog[routeDescriptionId(route.path)]).toBe(route.description);
  }
});

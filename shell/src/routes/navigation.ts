import { SUITE_ROUTES } from '@healthwatch/contracts';

/** The routes and their navigation labels, in order, from suite.json (docs/SPEC.md §2). */
export const NAV_ITEMS: readonly { path: string; label: string }[] = SUITE_ROUTES.map(({ path, label }) => ({
  path,
  label,
}));

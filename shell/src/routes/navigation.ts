/** The five routes and their navigation labels (docs/SPEC.md §2). */
export const NAV_ITEMS = [
  { path: '/', label: 'Health Map' },
  { path: '/report', label: 'Report Symptoms' },
  { path: '/phone-ai', label: 'AI Diagnosis' },
  { path: '/analytics', label: 'Analytics' },
  { path: '/about', label: 'About' },
] as const;

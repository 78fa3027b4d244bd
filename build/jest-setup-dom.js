require('@testing-library/jest-dom');

// jsdom's default styles give <wbr> no display, so accessible names computed here read it as a block and put a
// space where browsers (whose user-agent sheet makes it inline) put none: "Health<wbr>Watch" is "HealthWatch".
// Suites in the node environment have no document.
if (typeof document !== 'undefined') {
  const userAgentMissing = document.createElement('style');
  userAgentMissing.textContent = 'wbr { display: inline; }';
  document.head.append(userAgentMissing);
}

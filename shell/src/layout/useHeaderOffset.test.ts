import { headerPinned } from './useHeaderOffset';

test('the header stays pinned while it takes at most a quarter of the window', () => {
  expect(headerPinned(103, 844)).toBe(true);
  expect(headerPinned(100, 400)).toBe(true);
  expect(headerPinned(101, 400)).toBe(false);
  // Large text at 200 % zoom on a phone: pinned, it left 17 px of the page.
  expect(headerPinned(353, 370)).toBe(false);
});

test('with the menu open, the decision made without it holds', () => {
  // The open menu makes a pinned phone header taller than a quarter of the window.
  expect(headerPinned(355, 844, true)).toBe(true);
  expect(headerPinned(60, 844, false)).toBe(false);
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia, type FakeMedia } from '../test-support/match-media';
import { ShellIntl } from '../test-support/render-shell';
import { AccessibilityMenu } from './AccessibilityMenu';
import { useAccessibilityState } from './useAccessibility';

function Harness() {
  const { settings, setSetting } = useAccessibilityState();
  return (
    <ShellIntl>
      <AccessibilityMenu settings={settings} onChange={setSetting} />
    </ShellIntl>
  );
}

describe('AccessibilityMenu', () => {
  let media: FakeMedia;
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    media = installMatchMedia();
  });
  afterEach(() => media.restore());

  it('opens from its button and toggles each class on <html>, persisting the choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Accessibility' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('switch', { name: /High contrast/ }));
    await user.click(screen.getByRole('switch', { name: /Large text/ }));
    await user.click(screen.getByRole('switch', { name: /Reduced motion/ }));
    await user.click(screen.getByRole('switch', { name: /Screen reader mode/ }));
    const html = document.documentElement;
    expect(html).toHaveClass('high-contrast', 'large-text', 'reduced-motion');
    expect(JSON.parse(localStorage.getItem('healthwatch-accessibility') ?? '{}')).toEqual({
      highContrast: true,
      largeText: true,
      reducedMotion: true,
      screenReaderMode: true,
    });

    await user.click(screen.getByRole('switch', { name: /Large text/ }));
    expect(html).not.toHaveClass('large-text');
  });

  it('closes with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Accessibility' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('switch', { name: /High contrast/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accessibility' })).toHaveFocus();
  });

  it('sets reduced-motion when the system asks for it', () => {
    media.set('(prefers-reduced-motion: reduce)', true);
    render(<Harness />);
    expect(document.documentElement).toHaveClass('reduced-motion');
  });
});

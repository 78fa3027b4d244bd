import { act, render, screen } from '@testing-library/react';
import { useChatStart } from './useChatStart';

function Probe() {
  return <p>{useChatStart() ? 'started' : 'waiting'}</p>;
}

describe('useChatStart', () => {
  const idle = window.requestIdleCallback;
  const cancelIdle = window.cancelIdleCallback;
  beforeEach(() => {
    // The browser never idles here, so only an interaction can start the chat.
    window.requestIdleCallback = (() => 1) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    window.requestIdleCallback = idle;
    window.cancelIdleCallback = cancelIdle;
  });

  it('waits through a press and starts on its release, so the press keeps its target', () => {
    render(<Probe />);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new Event('focusin'));
      window.dispatchEvent(new Event('touchstart'));
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerup'));
    });
    expect(screen.getByText('started')).toBeInTheDocument();
  });

  it('starts on a key, for a visitor on the keyboard', () => {
    render(<Probe />);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(screen.getByText('started')).toBeInTheDocument();
  });
});

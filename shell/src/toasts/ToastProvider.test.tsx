import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onAnnouncement, type ToastKind } from '@healthwatch/contracts';
import { ShellIntl } from '../test-support/render-shell';
import { ToastProvider, useToast } from './ToastProvider';

function Trigger({ kind, message }: { kind: ToastKind; message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(kind, message)}>
      show {kind}
    </button>
  );
}

function setup() {
  return render(
    <ShellIntl>
      <ToastProvider>
        <Trigger kind="success" message="Report saved" />
        <Trigger kind="error" message="Failed to submit report" />
      </ToastProvider>
    </ShellIntl>,
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stay 5000 ms, then leave with a 300 ms exit animation', () => {
    setup();
    act(() => screen.getByRole('button', { name: 'show success' }).click());
    const toast = screen.getByText('Report saved').closest('[data-kind]');
    expect(toast).toHaveAttribute('data-kind', 'success');

    act(() => jest.advanceTimersByTime(4999));
    expect(toast).not.toHaveAttribute('data-leaving');
    act(() => jest.advanceTimersByTime(1));
    expect(toast).toHaveAttribute('data-leaving', 'true');
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByText('Report saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Report saved')).not.toBeInTheDocument();
  });

  it('close at once when closed, after the exit animation', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    setup();
    await user.click(screen.getByRole('button', { name: 'show error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit report');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByRole('alert')).toHaveAttribute('data-leaving', 'true');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('are announced through an aria-live region', () => {
    setup();
    act(() => screen.getByRole('button', { name: 'show success' }).click());
    const region = screen.getByText('Report saved').closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Report saved');
  });

  it('that an open modal dialog speaks are shown outside every live region, closable as any other', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const spoken: string[] = [];
    const stop = onAnnouncement((announcement) => spoken.push(announcement.message));
    try {
      setup();
      act(() => screen.getByRole('button', { name: 'show error' }).click());
      expect(spoken).toEqual(['Failed to submit report']);
      const toast = screen.getByText('Failed to submit report').closest('[data-kind]');
      expect(toast).toHaveAttribute('data-kind', 'error');
      expect(toast?.closest('[aria-live]')).toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Close notification' }));
      expect(toast).toHaveAttribute('data-leaving', 'true');
    } finally {
      stop();
    }
    // Once the dialog stops listening, the shell speaks again.
    act(() => screen.getByRole('button', { name: 'show success' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Report saved');
  });

  it('offer all four kinds', () => {
    function All() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() => {
            for (const k of ['success', 'error', 'warning', 'info'] as const) toast(k, `${k} message`);
          }}
        >
          all
        </button>
      );
    }
    render(
      <ShellIntl>
        <ToastProvider>
          <All />
        </ToastProvider>
      </ShellIntl>,
    );
    act(() => screen.getByRole('button', { name: 'all' }).click());
    const kinds = Array.from(screen.getByTestId('toasts').querySelectorAll('[data-kind]')).map((el) =>
      el.getAttribute('data-kind'),
    );
    expect(kinds).toEqual(['success', 'error', 'warning', 'info']);
  });
});

import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { emitWindowEvent, onWindowEvent } from '@healthwatch/contracts';
import { installMatchMedia, type FakeMedia } from '../test-support/match-media';
import { renderWithShell } from '../test-support/render-shell';
import { ChatModalHost } from './ChatModalHost';

/** Stands in for the chat remote's modal: opens on the window event. */
function FakeChatModal() {
  const [open, setOpen] = useState(false);
  useEffect(() => onWindowEvent('open-private-chat', () => setOpen(true)), []);
  return open ? <div role="dialog" aria-label="Private Chat" /> : null;
}

describe('ChatModalHost', () => {
  let media: FakeMedia;
  beforeEach(() => {
    media = installMatchMedia();
  });
  afterEach(() => media.restore());

  it('replays a Private Chat click made while the chat remote was still loading', async () => {
    let finishLoading: (module: { default: typeof FakeChatModal }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ default: typeof FakeChatModal }>((resolve) => (finishLoading = resolve)));
    renderWithShell(<ChatModalHost />, load);

    act(() => emitWindowEvent('open-private-chat', undefined));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => finishLoading({ default: FakeChatModal }));
    expect(await screen.findByRole('dialog', { name: 'Private Chat' })).toBeInTheDocument();
  });

  it('while deferred, loads nothing until a Private Chat click, then loads the remote and opens it', async () => {
    const load = jest.fn(async () => ({ default: FakeChatModal }));
    renderWithShell(<ChatModalHost deferred />, load);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();

    act(() => emitWindowEvent('open-private-chat', undefined));
    expect(load).toHaveBeenCalledWith('chat/ChatModal');
    expect(await screen.findByRole('dialog', { name: 'Private Chat' })).toBeInTheDocument();
  });

  it('opens nothing by itself when nobody asked before the remote loaded', async () => {
    const load = jest.fn(async () => ({ default: FakeChatModal }));
    renderWithShell(<ChatModalHost />, load);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledWith('chat/ChatModal');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emitWindowEvent('open-private-chat', undefined));
    expect(screen.getByRole('dialog', { name: 'Private Chat' })).toBeInTheDocument();
  });
});

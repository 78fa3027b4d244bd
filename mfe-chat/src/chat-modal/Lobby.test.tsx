import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { CatalogIntl } from '@healthwatch/ui-kit/i18n/CatalogIntl';
import { chatCatalogs } from '../i18n/chat-catalogs';
import { Lobby } from './Lobby';

describe('Lobby', () => {
  it('says inside itself why a room was refused, and clears that on the next try', async () => {
    const user = userEvent.setup();
    // What the session resolves to: the refusal's words, then null once in a room.
    const onOpenPrivate = jest.fn(async () => 'That person is no longer online');
    const onJoinGlobal = jest.fn(async () => null);
    render(
      <CatalogIntl catalogs={chatCatalogs}>
        <section aria-label="lobby">
          <Lobby
            headingRef={createRef()}
            nickname="Cleo"
            users={[{ id: 'dan', nickname: 'Dan', lastSeen: new Date().toISOString() }]}
            invites={[]}
            onOpenPrivate={onOpenPrivate}
            onJoinGlobal={onJoinGlobal}
          />
        </section>
      </CatalogIntl>,
    );
    await user.click(screen.getByRole('button', { name: 'Send Message to Someone' }));
    await user.click(screen.getByRole('button', { name: 'Chat with Dan' }));
    expect(onOpenPrivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'dan' }));
    const refusal = await within(screen.getByRole('region', { name: 'lobby' })).findByRole('alert');
    expect(refusal).toHaveTextContent('That person is no longer online');
    await user.click(screen.getByRole('button', { name: 'Join Global Chat Room' }));
    expect(onJoinGlobal).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

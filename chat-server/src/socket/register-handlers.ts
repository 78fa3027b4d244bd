import { CHAT_CLIENT_EVENTS } from '@healthwatch/contracts/chat/index';
import { ChatError } from '../chat-error';
import type { MessageService } from '../messages/message-service';
import type { PresenceService } from '../presence/presence-service';
import type { Limiters } from '../protection/rate-limits';
import { validators } from '../protection/validators';
import { isChatRoom, type Member, type RoomService } from '../rooms/room-service';
import { onGuarded, refuseUnknownEvents } from './guarded-handler';
import type { ChatSocket } from './types';

export interface Services {
  presence: PresenceService;
  rooms: RoomService;
  messages: MessageService;
}

const KNOWN_EVENTS = new Set<string>(Object.values(CHAT_CLIENT_EVENTS));

function memberOf(socket: ChatSocket): Member {
  const { clientId, nickname } = socket.data;
  if (!clientId || !nickname) throw new ChatError('notJoined');
  return { clientId, nickname };
}

/** Lets shutdown wait for clean-ups that are still writing to the store. */
export type TrackTask = (task: Promise<unknown>) => void;

export function registerHandlers(socket: ChatSocket, services: Services, limiters: Limiters, track: TrackTask): void {
  const { presence, rooms, messages } = services;
  refuseUnknownEvents(socket, KNOWN_EVENTS);

  onGuarded(socket, CHAT_CLIENT_EVENTS.presenceJoin, validators.presenceJoin, { limiters, kind: 'joins' }, (payload) =>
    presence.join(socket, payload),
  );
  onGuarded(socket, CHAT_CLIENT_EVENTS.heartbeat, validators.heartbeat, { limiters, kind: 'other' }, async () => {
    const member = memberOf(socket);
    return presence.heartbeat(member.clientId, member.nickname);
  });
  onGuarded(socket, CHAT_CLIENT_EVENTS.roomJoin, validators.roomRef, { limiters, kind: 'joins' }, ({ roomId }) =>
    rooms.join(socket, memberOf(socket), roomId),
  );
  onGuarded(
    socket,
    CHAT_CLIENT_EVENTS.roomLeave,
    validators.roomRef,
    { limiters, kind: 'joins' },
    async ({ roomId }) => {
      await rooms.leave(socket, memberOf(socket), roomId);
      return {};
    },
  );
  onGuarded(socket, CHAT_CLIENT_EVENTS.messageSend, validators.sendMessage, { limiters, kind: 'messages' }, (payload) =>
    messages.send(socket, memberOf(socket), payload),
  );

  socket.on('disconnecting', () => {
    const { clientId, nickname } = socket.data;
    if (!clientId || !nickname) return;
    const joined = [...socket.rooms].filter(isChatRoom);
    track(
      (async () => {
        try {
          await presence.leave(clientId);
          await rooms.leaveAll({ clientId, nickname }, joined);
        } catch (error) {
          console.error('[chat-server] cleanup after disconnect failed:', error);
        }
      })(),
    );
  });
}

/** After connection state recovery the socket is back in its rooms; put its visitor back in presence and rosters. */
export async function restoreRecovered(
  socket: ChatSocket,
  services: Services,
  addParticipant: (roomId: string, clientId: string) => Promise<void>,
): Promise<void> {
  const { clientId } = socket.data;
  if (!clientId) return;
  await services.presence.restore(socket);
  for (const roomId of [...socket.rooms].filter(isChatRoom)) await addParticipant(roomId, clientId);
}

import type {
  AvailableUser,
  ChatMessage,
  ChatRoomInfo,
  PresenceChangesPayload,
  RoomInvitePayload,
} from '@healthwatch/contracts';

export type ChatStep = 'name' | 'lobby' | 'room';

export interface ChatState {
  step: ChatStep;
  self: AvailableUser | null;
  /** Everyone else who is online, sorted by nickname. */
  users: AvailableUser[];
  room: ChatRoomInfo | null;
  /** The open room's messages in arrival order, each id once. */
  messages: ChatMessage[];
  invites: RoomInvitePayload[];
}

export const initialChatState: ChatState = {
  step: 'name',
  self: null,
  users: [],
  room: null,
  messages: [],
  invites: [],
};

export type ChatAction =
  | { type: 'joined'; self: AvailableUser; users: AvailableUser[] }
  | { type: 'presence-changes'; changes: PresenceChangesPayload }
  | { type: 'room-entered'; room: ChatRoomInfo; messages: ChatMessage[] }
  | { type: 'message'; roomId: string; message: ChatMessage }
  | { type: 'room-left' }
  | { type: 'room-expired'; roomId: string }
  | { type: 'invited'; invite: RoomInvitePayload }
  | { type: 'reset' };

const byNickname = (a: AvailableUser, b: AvailableUser) =>
  a.nickname.localeCompare(b.nickname) || a.id.localeCompare(b.id);

function withMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.some((m) => m.id === message.id) ? messages : [...messages, message];
}

function dedupe(messages: ChatMessage[]): ChatMessage[] {
  return messages.reduce<ChatMessage[]>(withMessage, []);
}

/** Pure state of the chat modal; presence arrives as changes and is applied here. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'joined':
      return {
        ...state,
        step: 'lobby',
        self: action.self,
        users: action.users.filter((u) => u.id !== action.self.id).sort(byNickname),
      };
    case 'presence-changes': {
      const { joined, left, seen } = action.changes;
      const gone = new Set([...left, ...joined.map((u) => u.id)]);
      const lastSeen = new Map(seen.map((u) => [u.id, u.lastSeen]));
      const kept = state.users
        .filter((u) => !gone.has(u.id))
        .map((u) => (lastSeen.has(u.id) ? { ...u, lastSeen: lastSeen.get(u.id) ?? u.lastSeen } : u));
      const arrived = joined.filter((u) => u.id !== state.self?.id);
      return { ...state, users: [...kept, ...arrived].sort(byNickname) };
    }
    case 'room-entered':
      return {
        ...state,
        step: 'room',
        room: action.room,
        messages: dedupe(action.messages),
        invites: state.invites.filter((i) => i.roomId !== action.room.id),
      };
    case 'message':
      if (state.room?.id !== action.roomId) return state;
      return { ...state, messages: withMessage(state.messages, action.message) };
    case 'room-left':
      return { ...state, step: 'lobby', room: null, messages: [] };
    case 'room-expired':
      return {
        ...state,
        invites: state.invites.filter((i) => i.roomId !== action.roomId),
        ...(state.room?.id === action.roomId ? { step: 'lobby' as const, room: null, messages: [] } : {}),
      };
    case 'invited':
      if (state.room?.id === action.invite.roomId) return state;
      return { ...state, invites: [...state.invites.filter((i) => i.roomId !== action.invite.roomId), action.invite] };
    case 'reset':
      return initialChatState;
  }
}

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  GLOBAL_ROOM_ID,
  PRESENCE_REFRESH_MS,
  privateRoomId,
  type ChatAck,
  type ChatMessage,
  type RoomJoinResult,
  type ToastKind,
} from '@healthwatch/contracts';
import { chatReducer, initialChatState, type ChatState } from '../chat-state/chat-reducer';
import { createChatConnection, NO_ANSWER, whenConnected, type ChatConnection } from '../chat-client/chat-connection';
import { pageClientId, pageIdentity } from '../chat-client/client-id';
import { useRefusalText, useT } from '../i18n/chat-catalogs';

export interface ChatSessionOptions {
  url: string;
  toast: (kind: ToastKind, message: string) => void;
  createConnection?: (url: string) => ChatConnection;
}

export interface ChatSession {
  state: ChatState;
  /** The other person's name while in a private room. */
  peerName: string | null;
  start(nickname: string): Promise<string | null>;
  /** Null once in the room; otherwise the refusal in the visitor's words, which the lobby shows inside the dialog. */
  joinGlobal(): Promise<string | null>;
  openPrivate(peer: { id: string; nickname: string }): Promise<string | null>;
  leave(): Promise<void>;
  /**
   * Null once sent; otherwise why not, in the visitor's words. The room shows that inside the
   * dialog: a notification is drawn outside it, where a modal dialog hides it from screen readers.
   */
  send(text: string): Promise<string | null>;
}

/** One chat session per page: connection, presence heartbeats and the modal's state. */
export function useChatSession({
  url,
  toast,
  createConnection = createChatConnection,
}: ChatSessionOptions): ChatSession {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [peerName, setPeerName] = useState<string | null>(null);
  const connection = useRef<ChatConnection | null>(null);
  const nickname = useRef<string | null>(null);
  const roomRef = useRef<string | null>(null);
  const toastRef = useRef(toast);
  toastRef.current = toast;
  // The visitor's words, read through a ref so a change of language reaches callbacks made before it.
  const t = useT();
  const refusalText = useRefusalText();
  const words = useRef({ t, refusalText });
  words.current = { t, refusalText };

  useEffect(() => () => connection.current?.close(), []);

  // Live messages can overtake the join acknowledgement; keep them until the room is entered.
  const joining = useRef<{ roomId: string; early: ChatMessage[] } | null>(null);

  /** Null once in the room; otherwise the refusal in the visitor's words. */
  const enterRoom = useCallback((response: ChatAck<RoomJoinResult>): string | null => {
    const early = joining.current?.early ?? [];
    joining.current = null;
    if (!response.ok) return words.current.refusalText(response);
    roomRef.current = response.room.id;
    dispatch({ type: 'room-entered', room: response.room, messages: [...response.messages, ...early] });
    return null;
  }, []);

  const requestRoom = useCallback((conn: ChatConnection, roomId: string) => {
    joining.current = { roomId, early: [] };
    return conn.joinRoom(roomId);
  }, []);

  const connect = useCallback((): ChatConnection => {
    if (connection.current) return connection.current;
    const conn = createConnection(url);
    const { socket } = conn;
    socket.on('presence:changes', (changes) => dispatch({ type: 'presence-changes', changes }));
    socket.on('room:message', ({ roomId, message }) => {
      if (joining.current?.roomId === roomId) joining.current.early.push(message);
      dispatch({ type: 'message', roomId, message });
    });
    socket.on('room:invited', (invite) => dispatch({ type: 'invited', invite }));
    socket.on('room:expired', ({ roomId }) => {
      if (roomRef.current === roomId) {
        roomRef.current = null;
        toastRef.current('info', words.current.t('toast.expired'));
      }
      dispatch({ type: 'room-expired', roomId });
    });
    socket.on('connect', () => {
      // A reconnection the server could not recover starts a fresh session: join again, silently.
      if (socket.recovered || !nickname.current) return;
      void conn.joinPresence(pageIdentity(), nickname.current).then(async (joined) => {
        if (!joined.ok) return;
        dispatch({ type: 'joined', self: joined.self, users: joined.users });
        if (roomRef.current) enterRoom(await requestRoom(conn, roomRef.current));
      });
    });
    connection.current = conn;
    return conn;
  }, [createConnection, enterRoom, requestRoom, url]);

  useEffect(() => {
    if (!state.self) return undefined;
    const timer = setInterval(() => void connection.current?.heartbeat(), PRESENCE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [state.self]);

  const start = useCallback(
    async (name: string): Promise<string | null> => {
      const conn = connect();
      try {
        await whenConnected(conn.socket);
      } catch {
        return words.current.t('unavailable');
      }
      const joined = await conn.joinPresence(pageIdentity(), name);
      if (!joined.ok) return words.current.refusalText(joined);
      nickname.current = joined.self.nickname;
      dispatch({ type: 'joined', self: joined.self, users: joined.users });
      toastRef.current('success', words.current.t('toast.welcome', { name: joined.self.nickname }));
      return null;
    },
    [connect],
  );

  const joinGlobal = useCallback(async () => {
    const conn = connection.current;
    if (!conn) return null;
    const refusal = enterRoom(await requestRoom(conn, GLOBAL_ROOM_ID));
    if (refusal === null) {
      setPeerName(null);
      toastRef.current('success', words.current.t('toast.joinedGlobal'));
    }
    return refusal;
  }, [enterRoom, requestRoom]);

  const openPrivate = useCallback(
    async (peer: { id: string; nickname: string }) => {
      const conn = connection.current;
      if (!conn) return null;
      const refusal = enterRoom(await requestRoom(conn, privateRoomId(pageClientId(), peer.id)));
      if (refusal === null) {
        setPeerName(peer.nickname);
        toastRef.current('success', words.current.t('toast.connectedWith', { name: peer.nickname }));
      }
      return refusal;
    },
    [enterRoom, requestRoom],
  );

  const leave = useCallback(async () => {
    const conn = connection.current;
    const roomId = roomRef.current;
    roomRef.current = null;
    if (conn && roomId) await conn.leaveRoom(roomId);
    dispatch({ type: 'room-left' });
    setPeerName(null);
    toastRef.current('info', words.current.t('toast.left'));
  }, []);

  const send = useCallback(async (text: string): Promise<string | null> => {
    const conn = connection.current;
    const roomId = roomRef.current;
    if (!conn || !roomId) return words.current.t('apiError.not-in-room');
    // The id is fixed before the first attempt, so the retry after a lost acknowledgement is recognised as the same message.
    const id = crypto.randomUUID();
    let response = await conn.send(roomId, id, text);
    if (!response.ok && response.error === NO_ANSWER) response = await conn.send(roomId, id, text);
    if (!response.ok) return words.current.refusalText(response);
    dispatch({ type: 'message', roomId, message: response.message });
    return null;
  }, []);

  return { state, peerName, start, joinGlobal, openPrivate, leave, send };
}

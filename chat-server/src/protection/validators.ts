import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import {
  HeartbeatSchema,
  PresenceJoinSchema,
  RoomRefSchema,
  SendMessageSchema,
} from '@healthwatch/contracts/chat/index';

const compile = <T extends TSchema>(schema: T): TypeCheck<T> => TypeCompiler.Compile(schema);

/** Compiled once at start; every incoming event is checked against its schema before any work. */
export const validators = {
  presenceJoin: compile(PresenceJoinSchema),
  heartbeat: compile(HeartbeatSchema),
  roomRef: compile(RoomRefSchema),
  sendMessage: compile(SendMessageSchema),
};

import type { FastifyReply } from 'fastify';

declare const encodes: unique symbol;

/**
 * JSON already written out, known to have T's shape (the route's response schema). Fastify sends strings and
 * buffers as they are, so a memo can keep whole answers and the schema's serialiser never runs on them again.
 */
export type Encoded<T> = (string | Buffer) & { readonly [encodes]: T };

/** JSON.stringify that remembers what it encoded. */
export const encodeJson = <T>(value: T): Encoded<T> => JSON.stringify(value) as Encoded<T>;

/**
 * JSON text a hot path writes itself (joined from parts the database already wrote as JSON): the encoder that
 * builds it answers for its shape, and its tests parse it against the schema.
 */
export const encodedJson = <T>(text: string | Buffer): Encoded<T> => text as Encoded<T>;

/** Sends encoded JSON under its content type (by default application/json). */
export function sendEncoded<T>(
  reply: FastifyReply,
  body: Encoded<T>,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  return reply.type(contentType).send(body);
}

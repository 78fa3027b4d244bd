import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationMessage } from './messages';
import { findUnstorableText } from './unstorable-text';

/** An error whose message is safe and meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (limit 16 KB)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/**
 * Every failure leaves as JSON `{ error }`: schema violations and malformed
 * bodies as 400 with a clear message, other client errors with their own
 * status, and anything unexpected as a logged 500 whose details stay in the
 * log.
 */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    if (findUnstorableText(request.query) !== null || findUnstorableText(request.body) !== null) {
      throw new HttpError(400, 'Text must not contain NUL characters or unpaired surrogates');
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ error: validationMessage(error.validation, error.validationContext) });
    }
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ error: 'Too many requests: please wait a moment and try again' });
    if (status >= 400 && status < 500) {
      const message =
        (error.code && CLIENT_MESSAGES[error.code]) ||
        (error.name === 'SyntaxError' ? 'Request body is not valid JSON' : error.message);
      return reply.status(status).send({ error: message || 'Bad request' });
    }
    // Message and code only: database errors can echo query parameters.
    request.log.error({ err: { message: error.message, code: error.code } }, 'request failed');
    if (status === 503) return reply.status(503).send({ error: error.message || 'Service unavailable' });
    return reply.status(500).send({ error: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

export default fp(errorsPlugin, { name: 'errors' });

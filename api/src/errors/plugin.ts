import { type ErrorCode, type ErrorParams, type ErrorResponse, statusErrorCode } from '@healthwatch/contracts';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationRefusal } from './messages';
import { findUnstorableText } from './unstorable-text';

/**
 * An error whose message is safe and meant for the client. `code` (one of contracts' ERROR_CODES)
 * and `params` let a UI show it translated; without a code the answer carries the status's default.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode = statusErrorCode(statusCode),
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Fastify's own refusals of a request, in words a client can act on. */
const CLIENT_ERRORS: Record<string, { error: string; code: ErrorCode; params?: ErrorParams }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    error: 'Request body is too large (limit 16 KB)',
    code: 'body-too-large',
    params: { maxKb: 16 },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: 'Unsupported content type: send application/json', code: 'not-json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'Request body is empty: send a JSON object', code: 'empty-body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'Request body is not valid JSON', code: 'invalid-json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: 'Content-Length does not match the body',
    code: 'content-length-mismatch',
  },
};

const answer = (error: string, code: ErrorCode, params?: ErrorParams): ErrorResponse =>
  params && Object.keys(params).length > 0 ? { error, code, params } : { error, code };

/**
 * Any failure as the status and `{ error, code, params? }` it is answered with: schema violations and
 * malformed bodies as 400 with a clear message, other client errors with their own status, and anything
 * unexpected as a logged 500 whose details stay in the log. Routes that answer in another format (FHIR's
 * OperationOutcome) wrap this same answer.
 */
export function errorAnswer(error: FastifyError, log: FastifyBaseLogger): { status: number; body: ErrorResponse } {
  if (error.validation) {
    const refusal = validationRefusal(error.validation, error.validationContext);
    return { status: 400, body: answer(refusal.message, refusal.code, refusal.params) };
  }
  if (error instanceof HttpError)
    return { status: error.statusCode, body: answer(error.message, error.code, error.params) };
  const status = error.statusCode ?? 500;
  if (status === 429)
    return { status, body: answer('Too many requests: please wait a moment and try again', 'rate-limited') };
  if (status >= 400 && status < 500) {
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return { status, body: answer(known.error, known.code, known.params) };
    if (error.name === 'SyntaxError') return { status, body: answer('Request body is not valid JSON', 'invalid-json') };
    return { status, body: answer(error.message || 'Bad request', statusErrorCode(status)) };
  }
  // Message and code only: database errors can echo query parameters.
  log.error({ err: { message: error.message, code: error.code } }, 'request failed');
  if (status === 503) return { status, body: answer(error.message || 'Service unavailable', 'unavailable') };
  return { status: 500, body: answer('Internal server error', 'internal') };
}

/**
 * Every failure leaves as JSON `{ error, code, params? }` (contracts' ErrorResponse), see errorAnswer.
 */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    // A route that answers such text itself (the messaging webhook replies in words) opts out.
    if ((request.routeOptions.config as { answersUnstorableText?: boolean }).answersUnstorableText) return;
    if (findUnstorableText(request.query) !== null || findUnstorableText(request.body) !== null) {
      throw new HttpError(400, 'Text must not contain NUL characters or unpaired surrogates', 'unstorable-text');
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(error, request.log);
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    reply
      .status(404)
      .send(answer(`Route ${request.method} ${path} not found`, 'route-not-found', { method: request.method, path }));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

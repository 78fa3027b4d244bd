/**
 * Every error answer of the API is `{ error, code, params? }`: `error` is the English sentence
 * (docs/SPEC.md's wording where SPEC names one), `code` one of the stable codes below, and
 * `params` the values a translated message needs. A UI translates by `code` and fills the
 * message's placeholders from `params`; it shows `error` for a code it does not know yet.
 *
 * Codes are kebab-case and never renamed or reused: a catalog keyed by them outlives any
 * English wording. Adding a code is safe for clients (they fall back to `error`).
 *
 * Kept free of TypeBox so browser code that reads a code does not bundle the schema builder
 * (the schema is in ./schemas.ts).
 */
export const ERROR_CODES = [
  // --- Defaults by status, when no more specific code applies.
  /** 400 any other refused input. */
  'invalid-request',
  /** 401 credentials missing or unknown (release publishing). */
  'unauthorized',
  /** 403 credentials valid but not for this, or a request whose signature fails. */
  'forbidden',
  /** 404 the thing asked for does not exist. */
  'not-found',
  /** 409 the request conflicts with what is stored (e.g. a repeated request). */
  'conflict',
  /** 422 well-formed but not acceptable. */
  'unprocessable',
  /** 500 a failure on the server; details stay in its log. */
  'internal',
  /** 503 a service the request needs is down or full: try again later. */
  'unavailable',

  // --- The request itself.
  /** No route for this method and path. params: { method, path } */
  'route-not-found',
  /** 413 body above the limit. params: { maxKb } */
  'body-too-large',
  /** 415 a body that is not application/json. */
  'not-json',
  /** A JSON content type with an empty body. */
  'empty-body',
  /** A body that does not parse as JSON. */
  'invalid-json',
  /** Content-Length disagrees with the body. */
  'content-length-mismatch',
  /** Text with NUL characters or unpaired surrogates, which cannot be stored. params: { field }? */
  'unstorable-text',
  /** Text with control characters. params: { field } */
  'control-characters',
  /** 429 too many requests from this client: wait and retry. */
  'rate-limited',

  // --- Schema validation, one code per keyword. params always carry { field }.
  /** A required field is absent. */
  'validation-required',
  /** A field the route does not accept. */
  'validation-not-accepted',
  /** A value outside the list. params: { field, allowed } (comma-separated) */
  'validation-enum',
  /** A value of the wrong type. params: { field, type } */
  'validation-type',
  /** params: { field, min } */
  'validation-min-items',
  /** params: { field, max } */
  'validation-max-items',
  /** A list repeats an item. */
  'validation-unique-items',
  /** An empty text where one is required. */
  'validation-empty',
  /** params: { field, min } */
  'validation-min-length',
  /** params: { field, max } */
  'validation-max-length',
  /** A number outside its bounds. params: { field, comparison ('<=', '<', '>=', '>'), limit } */
  'validation-range',
  /** A text not in the expected format. params: { field, format } */
  'validation-format',
  /** A text that does not match the expected pattern. */
  'validation-pattern',
  /** Any other schema violation. params: { field } */
  'validation-invalid',

  // --- Places and postal codes.
  /** A country outside the supported ones. params: { country } */
  'unsupported-country',
  /** Not a postal code of the country's shape. params: { country, format, example } */
  'invalid-postal-code',
  /** A well-formed postal code the gazetteer does not know. params: { postalCode, country } */
  'postal-code-not-found',
  /** The geocoder cannot answer right now (docs/SPEC.md §8 "Geocoding service unavailable"). */
  'geocoder-unavailable',

  // --- Reports.
  /** The Idempotency-Key was already used for a different report. */
  'idempotency-key-reused',
  /** A retry of a report that is still being written: try again shortly. */
  'report-still-storing',
  /** A paging cursor that is neither a report id nor a date-time. params: { field } */
  'invalid-cursor',
  /** Not an ISO date-time. params: { field } */
  'invalid-date-time',
  /** Not a calendar day YYYY-MM-DD. params: { field } */
  'invalid-date',
  /** A day outside the range the data covers. params: { field, first, last } */
  'date-out-of-range',
  /** `from` is after `to`. */
  'bad-date-range',
  /** A date range longer than allowed. params: { max } (days) */
  'range-too-long',
  /** A symptom outside the list. params: { symptom } */
  'unknown-symptom',
  /** No symptom given where at least one is needed. */
  'symptoms-required',

  // --- Live feed.
  /** Too many live feeds open from this address. */
  'too-many-live-feeds',
  /** The live feed has no room for another connection: try again shortly. */
  'live-feed-full',

  // --- Consultation and emergency alerts.
  /** docs/SPEC.md's "Please provide phone number and symptoms" (consultation or alert). */
  'phone-or-symptoms-missing',
  /** docs/SPEC.md's "Please enter a valid phone number". */
  'invalid-phone',

  // --- Analytics and area alerts.
  /** A timeframe or period outside the allowed ones. params: { field, allowed } */
  'invalid-timeframe',
  /** A location that is neither a known place nor an area id. params: { location } */
  'unknown-location',
  /** A postal code that is no area of the gazetteer. params: { postalCode, country } */
  'unknown-area',
  /** Area alerts need a gazetteer that is not loaded. */
  'alerts-unavailable',
  /** Areas cannot be looked up right now (push subscriptions). */
  'areas-unavailable',
  /** A push endpoint outside the known browser push services. */
  'unknown-push-service',
  /** A browser follows the most areas it may. params: { max } */
  'too-many-areas',
  /** Push subscription keys that are not a P-256 point and a 16-byte auth secret. */
  'invalid-push-keys',
  /** An area holds the most push subscriptions it may. params: { max } */
  'area-full',

  // --- Check-ins and weekly rates.
  /** A rates area that is neither a country code nor a gazetteer area id. params: { area } */
  'unknown-rate-area',
  /** A case definition the API does not know. params: { definition, allowed } */
  'unknown-case-definition',
  /** A participant key that is not the browser's random key (22 to 64 base64url characters). */
  'invalid-participant-key',
  /** A check-in without a postal code. */
  'postal-code-required',
  /** A reminder's time zone that is not an IANA zone. params: { timeZone } */
  'unknown-time-zone',
  /** A FHIR resource that is not what the route takes or is malformed (FHIR OperationOutcome). params: { expression } */
  'fhir-invalid-resource',
  /** A coding that is not an answer of the Questionnaire's question. params: { linkId, system, code } */
  'fhir-unknown-code',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The values a translated message needs, by placeholder name. */
export type ErrorParams = Record<string, string | number>;

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'body-too-large',
  415: 'not-json',
  422: 'unprocessable',
  429: 'rate-limited',
  500: 'internal',
  503: 'unavailable',
};

/** The code of an error answer that names no more specific one. */
export function statusErrorCode(status: number): ErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal' : 'invalid-request');
}

/**
 * The chat server's refusals, coded the same way: an acknowledgement `{ ok: false, error, code, params? }`
 * or a `chat:error` event `{ error, code, params? }` (contracts/src/chat/events.ts).
 */
export const CHAT_ERROR_CODES = [
  /** Join the chat with a nickname first. */
  'not-joined',
  /** This connection has already joined. */
  'already-joined',
  /** The chat identity belongs to another visitor. */
  'identity-taken',
  /** A nickname that is empty, too long, invisible or reserved. params: { min, max } */
  'invalid-nickname',
  /** A message that is empty or too long. params: { min, max } */
  'invalid-message',
  /** No such room. */
  'unknown-room',
  /** A room the visitor may not join. */
  'forbidden-room',
  /** The person invited is no longer online. */
  'peer-offline',
  /** Sending to a room the visitor has not joined. */
  'not-member',
  /** Leaving a room the visitor is not in. */
  'not-in-room',
  /** The room has expired. */
  'room-expired',
  /** A message id already used. */
  'message-id-reused',
  /** Too many requests: slow down. */
  'rate-limited',
  /** Too many connections from this network. */
  'too-many-connections',
  /** An event the server does not know. params: { event } */
  'unknown-event',
  /** An event whose payload fails its schema. params: { event } */
  'invalid-payload',
  /** A failure on the chat server. */
  'internal',
  /** The browser's own: the server did not acknowledge in time. */
  'no-answer',
] as const;

export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

const KNOWN_CHAT = new Set<string>(CHAT_ERROR_CODES);

export function isChatErrorCode(value: unknown): value is ChatErrorCode {
  return typeof value === 'string' && KNOWN_CHAT.has(value);
}

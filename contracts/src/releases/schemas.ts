import { type Static, Type } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../runtime/suite';

/** A remote's release version: plain semver major.minor.patch (no pre-release tags). */
export const ReleaseVersionSchema = Type.String({
  pattern: '^(0|[1-9]\\d{0,5})\\.(0|[1-9]\\d{0,5})\\.(0|[1-9]\\d{0,5})$',
});

/** The `contracts` major.minor a release was built against. */
export const ContractsRangeSchema = Type.String({ pattern: '^(0|[1-9]\\d{0,5})\\.(0|[1-9]\\d{0,5})$' });

const RemoteNameSchema = Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' });

/** One published, immutable release of a remote. */
export const DiscoveryVersionSchema = Type.Object({
  version: ReleaseVersionSchema,
  contracts: ContractsRangeSchema,
  entry: Type.String({ minLength: 1, maxLength: 500 }),
});
export type DiscoveryVersion = Static<typeof DiscoveryVersionSchema>;

/**
 * A client-error report token: proof that the reporter read discovery while that release was
 * served, within the last one or two token windows (an HMAC of remote, version and window).
 */
export const ReportTokenSchema = Type.String({ pattern: '^[0-9]{1,12}\\.[A-Za-z0-9_-]{22}$' });

export const DiscoveryRemoteSchema = Type.Object({
  active: Type.Union([ReleaseVersionSchema, Type.Null()]),
  canary: Type.Union([
    Type.Object({ version: ReleaseVersionSchema, share: Type.Number({ minimum: 0, maximum: 1 }) }),
    Type.Null(),
  ]),
  versions: Type.Array(DiscoveryVersionSchema),
  /** Version -> report token, for the active and the canary version: what a client-error report must carry. */
  reportTokens: Type.Optional(Type.Record(Type.String(), ReportTokenSchema)),
});
export type DiscoveryRemote = Static<typeof DiscoveryRemoteSchema>;

/** GET /api/discovery — which release of each remote browsers load. */
export const DiscoveryDocumentSchema = Type.Object({
  remotes: Type.Record(Type.String(), DiscoveryRemoteSchema),
});
export type DiscoveryDocument = Static<typeof DiscoveryDocumentSchema>;

/** GET /api/discovery?load=1 — a page's first read: counted (per address, capped) as one page load. */
export const DiscoveryQuerySchema = Type.Object(
  { load: Type.Optional(Type.Literal('1')) },
  { additionalProperties: false },
);
export type DiscoveryQuery = Static<typeof DiscoveryQuerySchema>;

export const ReleaseRemoteParamsSchema = Type.Object({ remote: RemoteNameSchema }, { additionalProperties: false });

/** POST /api/discovery/:remote/versions — register a published release. */
export const RegisterReleaseBodySchema = Type.Object(
  {
    version: ReleaseVersionSchema,
    contracts: ContractsRangeSchema,
    entry: Type.String({ minLength: 1, maxLength: 500, pattern: '^(https?://|/)' }),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type RegisterReleaseBody = Static<typeof RegisterReleaseBodySchema>;

/** POST /api/discovery/:remote/promote — make a registered version the active one (ends any canary). */
export const PromoteBodySchema = Type.Object(
  { version: ReleaseVersionSchema, reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) },
  { additionalProperties: false },
);
export type PromoteBody = Static<typeof PromoteBodySchema>;

/** POST /api/discovery/:remote/canary — serve a registered version to a share of browsers. */
export const CanaryBodySchema = Type.Object(
  {
    version: ReleaseVersionSchema,
    share: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CanaryBody = Static<typeof CanaryBodySchema>;

/** POST /api/discovery/:remote/rollback — end the canary, or (no canary) return to the previous active version. */
export const RollbackBodySchema = Type.Object(
  { reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) },
  { additionalProperties: false },
);
export type RollbackBody = Static<typeof RollbackBodySchema>;

export const AuditEntrySchema = Type.Object({
  remote: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  detail: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const CLIENT_ERROR_KINDS = ['load-failed', 'contracts-incompatible', 'render-failed'] as const;

/**
 * POST /api/client-errors — a remote of this suite (suite.json) failed in a browser; nothing
 * about the visitor. `token` is the release's report token from discovery.
 */
export const ClientErrorBodySchema = Type.Object(
  {
    remote: Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name))),
    version: ReleaseVersionSchema,
    kind: Type.Union(CLIENT_ERROR_KINDS.map((k) => Type.Literal(k))),
    token: ReportTokenSchema,
  },
  { additionalProperties: false },
);
export type ClientErrorBody = Static<typeof ClientErrorBodySchema>;

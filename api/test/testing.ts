/**
 * What other packages' tests may use of the API (`@healthwatch/api/testing`): the database it opens, the
 * publish token a release needs, the push service stand-in and the official-lead fixture. Nothing else of
 * api/src or api/test is reachable from another package.
 */
export { openPglite } from '../src/db/pglite';
export { issuePublishToken } from '../src/releases/store';
export {
  HISTORY_WEEKS,
  OFFICIAL_LAG_WEEKS,
  officialCsvWithLead,
  seedRateHistory,
} from './helpers/lead-fixture';
export {
  type BrowserKeys,
  browserKeys,
  type PushServiceStandIn,
  selfSignedCertificate,
  startPushServiceStandIn,
} from './helpers/push-service-stand-in';

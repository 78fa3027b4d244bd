/** Names the Supabase project shares with the API's SQL (api/migrations). */
export const REPORTS_TABLE = 'symptom_reports';
export const TIPS_TABLE = 'health_tips';
/** A tip's text in Hindi and Spanish (api/migrations/0009, readable since 1020). */
export const TIP_TRANSLATIONS_TABLE = 'health_tip_translations';
export const TIP_FUNCTION = 'get_health_tip_by_symptoms_and_location';
/** The only way the public key adds a report (api/migrations/0500_submit_report.sql). */
export const SUBMIT_FUNCTION = 'submit_report';
/** "I feel fine" in Supabase mode (issue #32): the check-in body's fields as arguments. */
export const CHECK_IN_FUNCTION = 'submit_check_in';
/** SQLSTATEs submit_report raises; PostgREST answers PTxyz with HTTP status xyz. */
export const SUBMIT_ERRORS = { invalid: 'PT400', unknownPostalCode: 'PT422', tooMany: 'PT429' } as const;
/** docs/SPEC.md §7: the realtime channel on inserts and updates of public.symptom_reports. */
export const REPORTS_CHANNEL = 'symptom_reports_changes';

/**
 * The report columns the public roles may read (api/migrations/1122): the UTC
 * day and the 3-decimal cell, never the postal code, city, region, nickname or time.
 */
export const REPORT_COLUMNS = 'id,country,symptoms,illness_type,severity,report_day,cell_latitude,cell_longitude';
export const TIP_COLUMNS = 'id,content,source,symptoms,illness_type';

/** Page sizes match the API's (GET /api/reports: default 100, at most 500). */
export const DEFAULT_REPORT_LIMIT = 100;
export const MAX_REPORT_LIMIT = 500;
/** How many of the newest rows are read again after every new SUBSCRIBED, to catch what a gap missed. */
export const REFETCH_AFTER_SUBSCRIBE_LIMIT = 100;

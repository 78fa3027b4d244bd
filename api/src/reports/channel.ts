/** The channel every committed insert into symptom_reports notifies (the live feed and the clusters memo listen). */
export const REPORT_CHANNEL = 'symptom_reports_insert';

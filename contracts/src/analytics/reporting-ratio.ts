// Apart from the schemas: a remote that needs only this rule must not bundle the schema library with it.

/**
 * Whether a reporting ratio (how far a place's other reports ran above their usual level) is worth telling:
 * it reads above 1.0 at one decimal, as the alerts and the analytics page show it.
 */
export const reportingRatioShown = (ratio: number): boolean => Math.round(ratio * 10) > 10;

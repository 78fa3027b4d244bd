/** Business constants shared by several pieces (docs/SPEC.md §9). */
export const DEFAULT_PIN_CODE = '00000';
export const POSTAL_DEBOUNCE_MS = 1000;
export const SUCCESS_SCREEN_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_EXIT_MS = 300;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const RECONNECT_AFTER_CLOSE_MS = 3000;
export const RETRY_AFTER_SETUP_FAILURE_MS = 5000;
export const MAP_CENTER = { latitude: 20, longitude: 0 } as const;
export const MAP_ZOOM = { initial: 2, min: 1, max: 18 } as const;
/** A UTC day in milliseconds: day numbers are days since 1970-01-01 (UTC). */
export const MS_PER_DAY = 86_400_000;
export const CHAT_ROOM_TTL_MS = 24 * 60 * 60 * 1000;
export const PRESENCE_REFRESH_MS = 5000;
export const CHAT_MODAL_HEIGHT_PX = 600;
export const QR_CODE_SIZE_PX = 200;
export const THEME_STORAGE_KEY = 'healthwatch-theme';
export const THEME_COLORS = { dark: '#1f2937', light: '#ffffff' } as const;
export const ANALYTICS_LOCATIONS = ['India', 'Mumbai', 'Delhi', 'Bangalore', 'Chennai'] as const;
export type AnalyticsLocation = (typeof ANALYTICS_LOCATIONS)[number];
export const ANALYTICS_TIMEFRAMES = [7, 30, 90] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];

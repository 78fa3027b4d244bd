import { DEFAULT_PIN_CODE } from '../domain/constants';

/** A report as the app maps it (docs/SPEC.md §3), camelCase. */
export interface Report {
  id: string;
  nickname: string | null;
  country: string;
  pinCode: string;
  symptoms: string[];
  illnessType: string;
  severity: string;
  createdAt: string;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
}

type Loose = Record<string, unknown>;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * Maps a row from any source (the API, Supabase, a realtime payload) to a
 * Report, reading both snake_case and camelCase names as docs/SPEC.md §3 says.
 */
export function toReport(row: Loose): Report {
  return {
    id: str(row.id) ?? '',
    nickname: str(row.nickname) ?? null,
    country: str(row.country) ?? '',
    pinCode: str(row.pinCode) ?? str(row.pin_code) ?? DEFAULT_PIN_CODE,
    symptoms: Array.isArray(row.symptoms) ? row.symptoms.filter((s): s is string => typeof s === 'string') : [],
    illnessType: str(row.illnessType) ?? str(row.illness_type) ?? 'unknown',
    severity: str(row.severity) ?? 'mild',
    createdAt: str(row.createdAt) ?? str(row.created_at) ?? '',
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    city: str(row.city) ?? null,
    state: str(row.state) ?? null,
  };
}

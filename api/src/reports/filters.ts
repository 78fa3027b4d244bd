import { parseMapFilters, type MapFilters, type RawFilters } from '@healthwatch/contracts';
import { HttpError } from '../errors/plugin';

/** The map filters of a query string, or a 400 naming what is wrong. */
export function filtersOrThrow(query: RawFilters): MapFilters {
  const parsed = parseMapFilters(query);
  if (!parsed.ok) throw new HttpError(400, parsed.error, parsed.code, parsed.params);
  return parsed.filters;
}

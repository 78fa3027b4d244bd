/** The areas this browser follows, kept on the device only (the token stops one; nothing personal). */
export interface FollowedArea {
  token: string;
  name: string;
  illness: string | null;
}

export const FOLLOWED_AREAS_KEY = 'healthwatch-alert-areas';

export function readFollowedAreas(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): FollowedArea[] {
  try {
    const list = JSON.parse(storage?.getItem(FOLLOWED_AREAS_KEY) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (a): a is FollowedArea =>
        typeof a === 'object' && a !== null && typeof a.token === 'string' && typeof a.name === 'string',
    );
  } catch {
    return [];
  }
}

export function writeFollowedAreas(
  list: FollowedArea[],
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(FOLLOWED_AREAS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the subscription still works, only this list is not kept.
  }
}

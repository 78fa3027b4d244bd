let clientId: string | null = null;

/** SPEC §6: a random client id per page load, never stored. */
export function pageClientId(): string {
  clientId ??= crypto.randomUUID();
  return clientId;
}

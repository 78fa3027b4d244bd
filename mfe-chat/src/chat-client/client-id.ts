let identity: { clientId: string; secret: string } | null = null;

/**
 * docs/SPEC.md §6: a random client id per page load, never stored. The id is public (others see it in the list of
 * people online); the secret generated with it stays in this page and proves the id is ours.
 */
export function pageIdentity(): { clientId: string; secret: string } {
  identity ??= { clientId: crypto.randomUUID(), secret: crypto.randomUUID() };
  return identity;
}

export function pageClientId(): string {
  return pageIdentity().clientId;
}

/**
 * Where the "In uso" label of a file leads: each area that uses files registers how to open one of
 * its resources (e.g. content → its editor page). Types with no builder show the label unlinked.
 */
export type MediaUsageLink = (resourceId: string, env: string) => string | null;

const builders = new Map<string, MediaUsageLink>();

export function registerMediaUsageLink(resourceType: string, build: MediaUsageLink): void {
  builders.set(resourceType, build);
}

export function mediaUsageHref(
  usage: { resourceType: string; resourceId: string } | undefined,
  env: string,
): string | null {
  if (!usage) return null;
  return builders.get(usage.resourceType)?.(usage.resourceId, env) ?? null;
}

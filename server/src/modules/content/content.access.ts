import type { SelectQueryBuilder } from 'kysely';
import type { EnvContext } from '../../platform/auth/actor.js';
import { can } from '../../platform/auth/capabilities.js';
import type { Database } from '../../platform/db/schema.js';

/**
 * Who may see and change a content (docs/architecture.md). One rule guards one item and scopes the lists:
 * admins and reviewers reach every content; editors, referents and structures the contents of the
 * groups they are enabled members of in the request's environment. Besides, the desk (every role)
 * reads and downloads the published guides and reports, which it hands to visitors.
 */

/** Groups whose contents the actor works on here. */
export const contentGroupsOf = (ctx: EnvContext): number[] =>
  ctx.actor.memberships.filter((m) => m.appSlug === ctx.env && m.stato === 1).map((m) => m.groupId);

/** Sees and edits every content. */
export const reachesAllContent = (ctx: EnvContext): boolean =>
  ctx.actor.isAdmin || can(ctx, 'content.review');

export const canWorkOnContent = (ctx: EnvContext): boolean =>
  can(ctx, 'content.edit') || reachesAllContent(ctx);

export function canEditContent(ctx: EnvContext, row: { groupId: number | null }): boolean {
  if (reachesAllContent(ctx)) return true;
  if (!can(ctx, 'content.edit')) return false;
  return row.groupId !== null && contentGroupsOf(ctx).includes(row.groupId);
}

/** Guides and reports: what the desk hands to visitors. */
const READABLE_FAMILIES: readonly string[] = ['guide', 'report'];

/** Reads the guide and report lists (and the PDFs of what it reaches there). */
export const canReadGuides = (ctx: EnvContext): boolean => can(ctx, 'guides.read') || canWorkOnContent(ctx);

/** May read this guide's or report's published version without being able to edit it. */
export const canReadPublished = (
  ctx: EnvContext,
  row: { family: string; publishedRevision: number | null },
): boolean =>
  can(ctx, 'guides.read') && READABLE_FAMILIES.includes(row.family) && row.publishedRevision !== null;

/** May open this content's preview (the preview page, its frame and the list's preview modal). */
export const canPreviewContent = (
  ctx: EnvContext,
  row: { groupId: number | null; family: string; publishedRevision: number | null },
): boolean => canEditContent(ctx, row) || canReadPublished(ctx, row);

/** May publish directly (no validation step). */
export const canPublishContent = (ctx: EnvContext): boolean => can(ctx, 'content.publish');

/** Restricts a query on `contents` to what the actor reaches (the same rule as canEditContent). */
export function scopeContents<O>(
  ctx: EnvContext,
  query: SelectQueryBuilder<Database, 'contents', O>,
): SelectQueryBuilder<Database, 'contents', O> {
  if (reachesAllContent(ctx)) return query;
  const groups = contentGroupsOf(ctx);
  return groups.length ? query.where('contents.groupId', 'in', groups) : query.where(({ lit }) => lit(false));
}

/** The guide and report lists' reach: what the actor edits, and every published one (canReadPublished). */
export function scopeReadableGuides<O>(
  ctx: EnvContext,
  query: SelectQueryBuilder<Database, 'contents', O>,
): SelectQueryBuilder<Database, 'contents', O> {
  if (reachesAllContent(ctx)) return query;
  const groups = can(ctx, 'content.edit') ? contentGroupsOf(ctx) : [];
  const published = can(ctx, 'guides.read');
  return query.where((eb) =>
    eb.or([
      ...(groups.length ? [eb('contents.groupId', 'in', groups)] : []),
      ...(published
        ? [
            eb.and([
              eb('contents.family', 'in', READABLE_FAMILIES),
              eb('contents.publishedRevision', 'is not', null),
            ]),
          ]
        : []),
      eb.lit(false),
    ]),
  );
}

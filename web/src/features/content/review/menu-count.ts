import { inboxCountQuery } from './inbox-count';

/** The menu entry whose count is the reviewer's inbox, and the query that keeps it current. */
export const liveMenuCounts = (env: string) => ({ action: 'content/review', query: inboxCountQuery(env) });

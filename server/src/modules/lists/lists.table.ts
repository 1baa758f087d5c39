import type { TableRow } from '@sportello/contracts';
import type { TableDefinition } from '../tables/index.js';
import { listUserOf } from './lists.access.js';
import { LISTS_MESSAGES as M } from './lists.messages.js';
import { pageLists } from './lists.repo.js';
import { listsTableTemplate } from './lists.templates.js';
import { forbidden } from '../../platform/http/errors.js';
import * as lists from './lists.service.js';

const SORT = { title: 'title', elementsCount: 'elementsCount', creationDate: 'createdAt' } as const;

/** The lists page (spec 2 §2 "lists"; spec 3 §2 "Table pages"): the office's lists, 6 a page. */
export const listsTable: TableDefinition = {
  page: 'lists',
  template: listsTableTemplate,
  allowed: (ctx) => listUserOf(ctx) !== null,

  async list(deps, ctx, query) {
    const user = listUserOf(ctx)!;
    const special =
      query.filters.special === 'yes' ? true : query.filters.special === 'no' ? false : undefined;
    const { rows, total } = await pageLists(deps.db, user.groupId, {
      offset: query.offset,
      limit: query.itemsPerPage,
      search: query.search,
      special,
      sortBy: SORT[query.sort as keyof typeof SORT] ?? 'createdAt',
      desc: query.direction === 'desc',
    });
    return {
      total,
      rows: rows.map((r): TableRow => ({
        id: r.id,
        status: r.special,
        actions: ['view', 'edit', 'share', 'duplicate', 'delete'],
        cells: {
          title: r.title,
          elementsCount: r.elementsCount,
          special: r.special,
          creator: r.creatorName ?? '',
          creationDate: r.createdAt,
          iat: r.groupSlug,
        },
        injectKey: null,
        lat: null,
        lng: null,
        sub: {},
      })),
    };
  },

  async remove(deps, ctx, body) {
    const user = listUserOf(ctx);
    if (!user) throw forbidden(M.notOffice);
    await lists.deleteList(deps.db, user, body.id);
    return M.deleted;
  },
};

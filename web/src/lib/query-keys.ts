import type { RequestStatus, SearchType } from '@sportello/contracts';

/** Every TanStack Query key of the app, in one place, so invalidation is by key. */
export const queryKeys = {
  appConfig: (env: string | null) => ['app-config', env ?? ''] as const,
  environments: () => ['environments'] as const,
  mainMenu: (env: string) => ['main-menu', env] as const,
  help: (env: string) => ['help', env] as const,
  contact: (env: string) => ['contact', env] as const,
  page: (env: string, pageId: string) => ['page', env, pageId] as const,
  outbox: (page: number, search: string) => ['outbox', 'list', page, search] as const,
  outboxMail: (id: number) => ['outbox', 'mail', id] as const,
  autocomplete: (env: string, type: SearchType, query: string) => ['autocomplete', env, type, query] as const,
  forms: () => ['forms'] as const,
  formTemplate: (env: string, formType: string) => ['forms', env, formType, 'template'] as const,
  formData: (env: string, formType: string, id: string) => ['forms', env, formType, 'data', id] as const,
  formOptions: (env: string, url: string, search: string, lang: string) =>
    ['form-options', env, url, search, lang] as const,
  requestsAll: () => ['requests'] as const,
  requests: (status: RequestStatus, page: number) => ['requests', status, page] as const,
  /** The table-page engine: everything of one table (template, pages, injected cells) under ['table', page]. */
  table: {
    all: (page: string) => ['table', page] as const,
    template: (page: string, env: string) => ['table', page, env, 'template'] as const,
    page: (page: string, env: string, query: Record<string, string>) =>
      ['table', page, env, 'page', query] as const,
    inject: (page: string, env: string, url: string, keys: string[]) =>
      ['table', page, env, 'inject', url, keys] as const,
  },
};

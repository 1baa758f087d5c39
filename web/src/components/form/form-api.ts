import { queryOptions } from '@tanstack/react-query';
import {
  FormTemplate,
  type FormSubmitBody,
  type FormSubmitReply,
  type FormValues,
  type OptionsReply,
} from '@sportello/contracts';
import { api } from '../../lib/api';
import { currentEnv } from '../../lib/current-env';
import { queryKeys } from '../../lib/query-keys';
import { formMessages } from './messages';

const enc = encodeURIComponent;
const envKey = () => currentEnv() ?? '';

/**
 * The template as the form uses it: parsed by the shared schema (defaults for labels and actions);
 * a template the schema refuses (a field type this release does not know) is kept as sent, with
 * the same defaults, so that the known fields render and the unknown ones say so.
 */
export function readTemplate(raw: unknown): FormTemplate {
  const parsed = FormTemplate.safeParse(raw);
  if (parsed.success) return parsed.data;
  const t = (raw ?? {}) as Partial<FormTemplate>;
  return {
    ...t,
    formType: t.formType ?? '',
    fields: Array.isArray(t.fields) ? t.fields : [],
    labels: { error: FormTemplate.shape.labels.parse(undefined).error, ...t.labels },
    actions: { edit: t.actions?.edit ?? [], preview: t.actions?.preview ?? [] },
  } as FormTemplate;
}

/** GET /api/forms/{formType}/template.json; a forceLoad template is fetched again every time a form opens. */
export const formTemplateQuery = (formType: string) =>
  queryOptions({
    queryKey: queryKeys.formTemplate(envKey(), formType),
    queryFn: async ({ signal }) =>
      readTemplate(await api<unknown>(`/api/forms/${enc(formType)}/template.json`, { signal, silent: true })),
    staleTime: 5 * 60_000,
    refetchOnMount: (query) => (query.state.data?.forceLoad ? 'always' : true),
  });

/** GET /api/forms/{formType}/data.json: the record's current values (templates with loadData). */
export const formDataQuery = (formType: string, id: string | number | undefined, forceLoad: boolean) =>
  queryOptions({
    queryKey: queryKeys.formData(envKey(), formType, id === undefined ? '' : String(id)),
    queryFn: ({ signal }) =>
      api<FormValues | null>(`/api/forms/${enc(formType)}/data.json`, {
        query: { id },
        signal,
        silent: true,
      }).then((data) => data ?? {}),
    staleTime: forceLoad ? 0 : 30_000,
    gcTime: forceLoad ? 0 : 5 * 60_000,
    refetchOnMount: forceLoad ? 'always' : true,
  });

/** POST /api/forms/{formType} with {values, id}; errors come back as ApiError with `fields`. */
export const submitForm = (formType: string, body: FormSubmitBody) =>
  api<FormSubmitReply | null>(`/api/forms/${enc(formType)}`, { method: 'POST', body, silent: true }).then(
    (reply) => reply ?? {},
  );

export interface AsyncOption {
  label: string;
  value: string | number;
}

/** Options lookup (spec 1 §7): GET url with search and lang → data.data of {label, value}. */
export const formOptionsQuery = (
  source: { url: string; labelNode?: string | undefined; valueNode?: string | undefined },
  search: string,
  lang: string,
) =>
  queryOptions({
    queryKey: queryKeys.formOptions(envKey(), source.url, search, lang),
    queryFn: async ({ signal }): Promise<AsyncOption[]> => {
      const reply = await api<OptionsReply | null>(source.url, {
        query: { search, lang },
        signal,
        silent: true,
      });
      const items = (reply?.data ?? []) as unknown as Record<string, unknown>[];
      return items.map((item) => ({
        label: String(item[source.labelNode ?? 'label'] ?? ''),
        value: item[source.valueNode ?? 'value'] as string | number,
      }));
    },
    staleTime: 60_000,
  });

/** What a form's success says: the reply's message, else its or the template's success title. */
export const successMessageOf = (reply: FormSubmitReply, template: FormTemplate): string =>
  reply.message ?? reply.successMessage?.title ?? template.successMessage?.title ?? formMessages.saved;

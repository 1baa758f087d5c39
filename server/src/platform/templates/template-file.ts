import { z } from 'zod';

/**
 * A template as it sits in the repo: a JSON file with its kind, key, environment and version, and
 * the body the module's schema validates. The database copy is what the server reads; the file only
 * seeds it (docs/architecture.md).
 */
export const TemplateFileShape = z.strictObject({
  kind: z.string().regex(/^[a-z0-9-]{1,40}$/),
  key: z.string().regex(/^[a-z0-9-]{1,60}$/),
  /** Environment slug, or '' (the default) for every environment. */
  app: z
    .string()
    .regex(/^$|^[a-z0-9][a-z0-9-]{0,39}$/)
    .default(''),
  /** Raised by every release that changes the file; a stored copy with a higher version is kept. */
  version: z.number().int().min(1),
  body: z.unknown(),
});

/** One file and the schema its body must satisfy; `source` names it in error messages. */
export interface TemplateSource {
  source: string;
  json: unknown;
  schema: z.ZodType;
}

export interface LoadedTemplate {
  source: string;
  kind: string;
  key: string;
  app: string;
  version: number;
  /** The schema's output (e.g. sanitised HTML), as it will be stored. */
  body: unknown;
}

export const templateFile = (source: string, json: unknown, schema: z.ZodType): TemplateSource => ({
  source,
  json,
  schema,
});

const describe = (error: z.ZodError, prefix: string) =>
  error.issues.map((i) => `  ${[prefix, ...i.path].join('.')}: ${i.message}`).join('\n');

/** Validates a file's envelope and body; a broken file throws, naming the file and the fields. */
export function loadTemplate({ source, json, schema }: TemplateSource): LoadedTemplate {
  const file = TemplateFileShape.safeParse(json);
  if (!file.success) throw new Error(`Template non valido: ${source}\n${describe(file.error, '')}`);
  const body = schema.safeParse(file.data.body);
  if (!body.success) throw new Error(`Template non valido: ${source}\n${describe(body.error, 'body')}`);
  const { kind, key, app, version } = file.data;
  return { source, kind, key, app, version, body: body.data };
}

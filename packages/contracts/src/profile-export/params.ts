import { z } from '../z.js';
import { ExportFormat, ExportSection } from './constants.js';
import { DateText, Slug, many } from './shared.js';

/** The export params (spec 2 §3 "Export params"): the query of the download and of preexport. */

export const ExportParams = z.object({
  from: DateText('from'),
  to: DateText('to'),
  format: ExportFormat.default('json'),
  sections: many(ExportSection, true),
  slugs: many(Slug, true),
});
export type ExportParams = z.infer<typeof ExportParams>;
export interface ExportParamsInput {
  from: string;
  to: string;
  format?: ExportFormat;
  sections?: string[];
  slugs?: string[];
}

/** The download GET on exportProfiles: the office slug in the path. */
export const ExportIatParams = z.object({ iat: Slug });

export const PreexportReply = z.object({ canExport: z.boolean(), message: z.string().optional() });
export type PreexportReply = z.infer<typeof PreexportReply>;

/** The query pairs of a download, sections repeated as spec 2 §7 says (for URLSearchParams). */
export function exportQuery(params: {
  from: string;
  to: string;
  format: ExportFormat;
  sections: readonly string[];
  slugs: readonly string[];
}): [string, string][] {
  const pairs: [string, string][] = [
    ['format', params.format],
    ['from', params.from],
    ['to', params.to],
  ];
  for (const s of params.sections) pairs.push(['sections', s]);
  if (params.slugs.length) pairs.push(['slugs', params.slugs.join(',')]);
  return pairs;
}

import { z } from '../z.js';
import { ExportFormat, ExportPeriod, ExportSection, MaxDateSelectable } from './constants.js';
import { Option } from './shared.js';
import { AggregateNode } from './aggregate.js';

/** The export config (spec 2 §3 "Export config"): a server template the export modal is built from. */

export type ExportOption = z.infer<typeof Option>;

export const ExportConfig = z.object({
  formats: z.object({
    param: z.string(),
    options: z.array(z.object({ label: z.string(), value: ExportFormat })).min(1),
  }),
  sections: z.object({
    param: z.string(),
    options: z.array(z.object({ label: z.string(), value: ExportSection })).min(1),
    /** Formats for which the modal hides the sections (every column is written). */
    hideSectionsOnFormat: z.array(ExportFormat),
  }),
  periods: z.array(z.object({ label: z.string(), value: ExportPeriod })).min(1),
  labels: z.record(z.string(), z.string()),
  maxDateSelectable: MaxDateSelectable,
  defaults: z.object({
    format: ExportFormat,
    sections: z.array(ExportSection),
    period: ExportPeriod,
  }),
  /**
   * The IAT selector: filled by the server from the offices. The Admin group gets every office
   * without the "all" option (spec 2 §4); other users get only their own office.
   */
  selectIat: z.object({
    param: z.string(),
    label: z.string(),
    multiple: z.boolean(),
    options: z.array(Option),
  }),
  /** The download path, with {iat} for the office slug (spec 2 §7 "Export"). */
  exportProfiles: z.string(),
  /** The aggregate tab: what can be grouped and what can filter (same shape, spec 2 §3 "Aggregate"). */
  aggregate: z.object({
    nodes: z.array(z.lazy(() => AggregateNode)),
    filters: z.array(z.lazy(() => AggregateNode)),
  }),
});
export type ExportConfig = z.infer<typeof ExportConfig>;

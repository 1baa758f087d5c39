import type { Asset, PreviewSection } from '@sportello/contracts';

/** What every preview section gets: its template entry and the values of its fields, in order. */
export interface SectionProps {
  section: PreviewSection;
  values: unknown[];
  asset?: Asset;
}

import { Suspense, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Asset, PreviewSection, PreviewTemplate } from '@sportello/contracts';
import { exploreMessages as m } from '../messages';
import { fieldValue, isEmpty } from './field-values';
import {
  AmenitiesSection,
  ContactsSection,
  GallerySection,
  LinksSection,
  StarsSection,
} from './place-sections';
import { lazyPage } from '../../../components/lazy-page';
import { MAP_CANVAS, PREVIEW_MAP_HEIGHT } from '../map/map-canvas';
import type { SectionProps } from './section-props';
import {
  DatesSection,
  FactsSection,
  HoursSection,
  HtmlSection,
  ServicesSection,
  StagesSection,
  TextSection,
} from './text-sections';

const MapSectionChunk = lazyPage<SectionProps>(() => import('./map-section').then((mod) => mod.default));

/** The item's small map, with Leaflet loaded only when a preview shows one. */
function MapSection(props: SectionProps) {
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            height: PREVIEW_MAP_HEIGHT,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            ...MAP_CANVAS,
          }}
        />
      }
    >
      <MapSectionChunk {...props} />
    </Suspense>
  );
}

/** One renderer per section kind of the preview template (spec 2 §3, PREVIEW_SECTION_KINDS). */
const SECTIONS: Record<PreviewSection['kind'], ComponentType<SectionProps>> = {
  text: TextSection,
  html: HtmlSection,
  stars: StarsSection,
  amenities: AmenitiesSection,
  hours: HoursSection,
  dates: DatesSection,
  services: ServicesSection,
  stages: StagesSection,
  contacts: ContactsSection,
  links: LinksSection,
  facts: FactsSection,
  gallery: GallerySection,
  map: MapSection,
};

/** The body of the preview: the template's sections, in order; a section with no values is left out. */
export function PreviewBody({ template, asset }: { template: PreviewTemplate; asset: Asset }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {template.body.map((section, i) => {
        const values = section.fields.map((f) => fieldValue(asset, f));
        // A zero stage count still speaks ("0 tappe") unless the template hides it; empty opening
        // hours say so ('Non ci sono orari', spec 1 §2).
        if (values.every(isEmpty) && section.kind !== 'hours') return null;
        if (section.kind === 'text' && values.every((v) => isEmpty(v) || v === asset.subtitle)) return null;
        const Section = SECTIONS[section.kind];
        return (
          <Box component="section" key={i} aria-label={section.label || undefined}>
            {section.label ? (
              <Typography
                component="h3"
                sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.75, color: 'primary.dark' }}
              >
                {section.label}
              </Typography>
            ) : null}
            {Section ? (
              <Section section={section} values={values} asset={asset} />
            ) : (
              <Alert severity="warning">{m.preview.unknownSection(section.kind)}</Alert>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

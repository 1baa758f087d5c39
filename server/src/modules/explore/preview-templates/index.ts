import {
  ASSET_FIELD_SCHEMAS,
  ASSET_TYPES,
  Asset,
  PreviewTemplate,
  type AssetType,
} from '@sportello/contracts';
import { templateFile, type TemplateSource } from '../../../platform/templates/index.js';
import accommodation from './accommodation.json' with { type: 'json' };
import alloggio from './alloggio.json' with { type: 'json' };
import attraction from './attraction.json' with { type: 'json' };
import autore from './autore.json' with { type: 'json' };
import destination from './destination.json' with { type: 'json' };
import eventoTurismo from './evento-turismo.json' with { type: 'json' };
import googlePlace from './google-place.json' with { type: 'json' };
import idea from './idea.json' with { type: 'json' };
import itinerarioBikeTurismo from './itinerario-bike-turismo.json' with { type: 'json' };
import itinerarioTurismo from './itinerario-turismo.json' with { type: 'json' };
import offertaTurismo from './offerta-turismo.json' with { type: 'json' };
import office from './office.json' with { type: 'json' };
import prodottoArtigianale from './prodotto-artigianale.json' with { type: 'json' };
import prodottoTurismo from './prodotto-turismo.json' with { type: 'json' };
import producer from './producer.json' with { type: 'json' };
import restaurant from './restaurant.json' with { type: 'json' };
import ricetta from './ricetta.json' with { type: 'json' };
import shop from './shop.json' with { type: 'json' };
import tour from './tour.json' with { type: 'json' };
import vetrina from './vetrina.json' with { type: 'json' };

/** The template kind of the preview layouts; the key is the asset type in kebab case. */
export const PREVIEW_TEMPLATE_KIND = 'preview-template';

/** "evento_turismo" → "evento-turismo", "prodottoArtigianale" → "prodotto-artigianale". */
export const previewTemplateKey = (type: AssetType): string =>
  type.replace(/_/g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Whether an asset of the type can hold the field a section reads ("text", "fields.amenities"). */
function knowsField(type: AssetType, path: string): boolean {
  const [head, name] = path.split('.');
  if (head !== 'fields') return head! in Asset.shape && name === undefined;
  return name !== undefined && name in ASSET_FIELD_SCHEMAS[type].shape;
}

/** A file's body must be the layout of the type its name says, reading only fields the type has. */
const ForType = (type: AssetType) =>
  PreviewTemplate.superRefine((t, ctx) => {
    if (t.type !== type)
      ctx.addIssue({ code: 'custom', message: `Il modello deve essere del tipo ${type}`, path: ['type'] });
    t.body.forEach((section, i) =>
      section.fields.forEach((field, j) => {
        if (!knowsField(type, field))
          ctx.addIssue({
            code: 'custom',
            message: `Campo sconosciuto: ${field}`,
            path: ['body', i, 'fields', j],
          });
      }),
    );
  });

const FILES: Record<AssetType, unknown> = {
  accommodation,
  alloggio,
  attraction,
  autore,
  destination,
  evento_turismo: eventoTurismo,
  google_place: googlePlace,
  idea,
  itinerario_bike_turismo: itinerarioBikeTurismo,
  itinerario_turismo: itinerarioTurismo,
  offerta_turismo: offertaTurismo,
  office,
  prodottoArtigianale,
  prodotto_turismo: prodottoTurismo,
  producer,
  restaurant,
  ricetta,
  shop,
  tour,
  vetrina,
};

/**
 * The preview layout of every asset type (spec 2 §3), one file each: synced into the templates
 * table at start (a broken file stops the start), then read from there, so a tourist board can
 * change a layout without a release (docs/architecture.md).
 */
export const previewTemplates: TemplateSource[] = ASSET_TYPES.map((type) =>
  templateFile(`explore/preview-templates/${previewTemplateKey(type)}.json`, FILES[type], ForType(type)),
);

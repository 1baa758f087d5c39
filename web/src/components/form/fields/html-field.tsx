import { lazyField } from '../lazy-field';
import type { FieldOf } from '../field-props';

/** Rich text (bold, italic, underline, lists, links): TipTap loads with the first form that has one (html-editor.tsx). */
export const HtmlField = lazyField<FieldOf<'htmlField'>>(
  () => import('./html-editor').then((m) => m.HtmlEditor),
  190,
);

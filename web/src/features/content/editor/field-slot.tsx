import { memo, useCallback } from 'react';
import Box from '@mui/material/Box';
import type { ComponentType, ComponentValues, ContentComponent, ContentLang } from '@sportello/contracts';
import { ContentComponentView } from '../components';
import { fieldDomId, type FieldRef, type ListName } from './editor-state';

export type ChangeField = (ref: FieldRef, value: unknown, languageSync: boolean) => void;
export type BlurField = (ref: FieldRef) => void;

/**
 * One component of one language, rendered by the component renderers (ContentComponentView),
 * wrapped so the banner can scroll to it. Memoised: typing in one field leaves the others alone.
 */
export const FieldSlot = memo(function FieldSlot({
  component,
  lang,
  list,
  fieldKey,
  error,
  readOnly,
  siblings,
  onChange,
  onBlur,
}: {
  component: ContentComponent;
  lang: ContentLang;
  list: ListName;
  /** fieldname, or the block's clientUUID. */
  fieldKey: string;
  error: string | undefined;
  readOnly: boolean;
  siblings?: ReadonlyMap<string, unknown>;
  onChange: ChangeField;
  onBlur: BlurField;
}) {
  const domId = fieldDomId({ lang, list, key: fieldKey });
  const { languageSync } = component;
  const change = useCallback(
    (value: ComponentValues[ComponentType]) => onChange({ lang, list, key: fieldKey }, value, languageSync),
    [onChange, lang, list, fieldKey, languageSync],
  );
  const blur = useCallback(() => onBlur({ lang, list, key: fieldKey }), [onBlur, lang, list, fieldKey]);
  return (
    <Box id={domId} sx={{ scrollMarginTop: 96, minWidth: 0 }}>
      <ContentComponentView
        component={component}
        value={component.value as ComponentValues[ComponentType]}
        onChange={change}
        onBlur={blur}
        error={error}
        lang={lang}
        readOnly={readOnly || component.readOnly}
        id={`${domId}-input`}
        siblings={siblings}
      />
    </Box>
  );
});

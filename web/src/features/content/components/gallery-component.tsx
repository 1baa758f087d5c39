import Stack from '@mui/material/Stack';
import { GalleryValue, TitleWithSubtitleValue } from '@sportello/contracts';
import type { ComponentProps } from './component-props';
import { componentMessages as m } from './messages';
import { useValuePatch } from './use-value-patch';
import { ImagesPart, TextPart, leaveHandler } from './parts';

/** A group of photos with a title. */
export function GalleryComponent(props: ComponentProps<'Gallery'>) {
  const { component, id, onChange, onBlur, readOnly, lang } = props;
  const value = props.value ?? GalleryValue.parse({});
  const { set } = useValuePatch(value, onChange);
  return (
    <Stack spacing={2} onBlur={leaveHandler(onBlur)}>
      <TextPart
        id={id}
        label={m.parts.title}
        value={value.title}
        onChange={(title) => set({ title })}
        readOnly={readOnly}
        maxLength={300}
      />
      <ImagesPart
        id={`${id}-images`}
        label={m.parts.images}
        images={value.images}
        onChange={(images) => {
          set({ images });
          onBlur?.();
        }}
        readOnly={readOnly}
        multiple
        lang={lang}
        owner={component.label || component.fieldname}
      />
    </Stack>
  );
}

/** A heading and the line under it (the portal's page header). */
export function TitleWithSubtitleComponent(props: ComponentProps<'TitleWithSubtitle'>) {
  const { id, onChange, onBlur, readOnly } = props;
  const value = props.value ?? TitleWithSubtitleValue.parse({});
  const { set } = useValuePatch(value, onChange);
  return (
    <Stack spacing={2} onBlur={leaveHandler(onBlur)}>
      <TextPart
        id={id}
        label={m.parts.title}
        value={value.title}
        onChange={(title) => set({ title })}
        readOnly={readOnly}
        maxLength={300}
      />
      <TextPart
        id={`${id}-subtitle`}
        label={m.parts.subtitle}
        value={value.subtitle}
        onChange={(subtitle) => set({ subtitle })}
        readOnly={readOnly}
        maxLength={500}
      />
    </Stack>
  );
}

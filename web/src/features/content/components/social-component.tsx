import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SocialValue } from '@sportello/contracts';
import type { ComponentProps } from './component-props';
import { ComponentFrame } from './component-frame';
import { helpIdOf } from './field-ids';
import { componentMessages as m } from './messages';
import { useValuePatch } from './use-value-patch';
import { ImagesPart, TextPart, leaveHandler } from './parts';
import { TextInput } from './text-input';

/** A tag as typed: without the leading #, spaces and commas. */
const cleanTag = (raw: string) =>
  raw
    .replace(/^#+/, '')
    .replace(/[\s,#]+/g, '')
    .slice(0, 100);

/** Photos and hashtags for the social networks (spec 1 §3 "Social"): no more than `max` tags. */
export function SocialComponent(props: ComponentProps<'Social'>) {
  const { component, id, onChange, onBlur, readOnly, lang } = props;
  const value = props.value ?? SocialValue.parse({});
  const { set } = useValuePatch(value, onChange);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | undefined>();
  const max = component.max;
  const full = max !== undefined && value.tags.length >= max;
  const tagsId = `${id}-tags`;

  const add = () => {
    const tag = cleanTag(draft);
    if (!tag) return setDraft('');
    if (value.tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return setNote(m.social.duplicate);
    if (full && max !== undefined) return setNote(m.social.max(max));
    set({ tags: [...value.tags, tag] });
    setDraft('');
    setNote(undefined);
  };
  const keyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && draft === '' && value.tags.length) {
      set({ tags: value.tags.slice(0, -1) });
    }
  };
  const remove = (tag: string) => {
    set({ tags: value.tags.filter((t) => t !== tag) });
    setNote(undefined);
    requestAnimationFrame(() => document.getElementById(tagsId)?.focus());
  };

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
        id={`${id}-photos`}
        label={m.parts.photos}
        images={value.photos}
        onChange={(photos) => {
          set({ photos });
          onBlur?.();
        }}
        readOnly={readOnly}
        multiple
        lang={lang}
        owner={component.label || component.fieldname}
      />
      <ComponentFrame
        id={tagsId}
        label={m.social.tags}
        mode="for"
        part
        error={note ?? (full && max !== undefined && !readOnly ? m.social.max(max) : undefined)}
        info={readOnly ? undefined : m.social.tagsInfo}
      >
        {value.tags.length ? (
          <Box
            component="ul"
            aria-label={m.social.tags}
            sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
          >
            {value.tags.map((tag) => (
              <li key={tag}>
                <Chip
                  label={`#${tag}`}
                  {...(readOnly ? {} : { onDelete: () => remove(tag) })}
                  title={readOnly ? undefined : m.social.remove(tag)}
                />
              </li>
            ))}
          </Box>
        ) : readOnly ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {m.notFilled}
          </Typography>
        ) : null}
        {readOnly ? null : (
          <TextInput
            id={tagsId}
            value={draft}
            onChange={(v) => {
              setDraft(v);
              if (note === m.social.duplicate) setNote(undefined);
            }}
            onKeyDown={keyDown}
            onBlur={add}
            readOnly={readOnly}
            invalid={!!note}
            placeholder={m.social.tagsPlaceholder}
            maxLength={101}
            describedBy={helpIdOf(tagsId)}
          />
        )}
      </ComponentFrame>
    </Stack>
  );
}

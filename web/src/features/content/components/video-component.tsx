import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { CONTENT_MESSAGES, VideoValue, videoProvider } from '@sportello/contracts';
import type { ComponentProps } from './component-props';
import { ComponentFrame } from './component-frame';
import { helpIdOf } from './field-ids';
import { componentMessages as m } from './messages';
import { useValuePatch } from './use-value-patch';
import { TextPart, leaveHandler } from './parts';
import { TextInput } from './text-input';

/**
 * A video (spec 1 §3): title and the address of a YouTube or Vimeo video (or an https address),
 * checked on blur; a valid one is shown as a link to open (no embed: the back office does not load
 * other sites).
 */
export function VideoComponent(props: ComponentProps<'Video'>) {
  const { id, onChange, onBlur, readOnly } = props;
  const value = props.value ?? VideoValue.parse({});
  const { set } = useValuePatch(value, onChange);
  const [checked, setChecked] = useState(value.url.trim() !== '');
  const url = value.url.trim();
  const provider = url ? videoProvider(url) : null;
  const urlError = checked && url && !provider ? CONTENT_MESSAGES.videoUrl : undefined;
  const urlId = `${id}-url`;
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
      <ComponentFrame
        id={urlId}
        label={m.video.url}
        mode="for"
        part
        info={readOnly ? undefined : m.video.urlInfo}
      >
        <TextInput
          id={urlId}
          type="url"
          inputMode="url"
          value={value.url}
          onChange={(url) => set({ url })}
          onBlur={() => setChecked(true)}
          readOnly={readOnly}
          // The message itself is the component's error (validateComponent, shown once by its frame).
          invalid={!!urlError}
          placeholder={m.video.urlPlaceholder}
          maxLength={2000}
          describedBy={helpIdOf(urlId)}
        />
      </ComponentFrame>
      {provider ? (
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          {provider === 'web' ? m.video.openSite : m.video.open(provider)}
          <OpenInNew fontSize="small" aria-hidden />
        </Link>
      ) : null}
    </Stack>
  );
}

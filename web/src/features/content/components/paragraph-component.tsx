import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ParagraphValue } from '@sportello/contracts';
import type { ComponentProps } from './component-props';
import { componentMessages as m } from './messages';
import { useValuePatch } from './use-value-patch';
import { ImagesPart, LocationPart, RichTextPart, TextPart, leaveHandler } from './parts';

const t = m.parts;

/** A paragraph (spec 1 §3): numbered or not, title, rich text, one image and a place. */
export function ParagraphComponent(props: ComponentProps<'Paragraph'>) {
  const { component, id, onChange, onBlur, readOnly, lang } = props;
  const value = props.value ?? ParagraphValue.parse({});
  const { set } = useValuePatch(value, onChange);
  const owner = component.label || component.fieldname;
  return (
    <Stack spacing={2} onBlur={leaveHandler(onBlur)}>
      <Box>
        <FormControlLabel
          disabled={readOnly}
          control={
            <Switch
              id={`${id}-numbered`}
              checked={value.numbered}
              onChange={(_e, numbered) => {
                if (!readOnly) set({ numbered });
              }}
              slotProps={{ input: { 'aria-describedby': `${id}-numbered-info` } }}
            />
          }
          label={t.numbered}
          sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
        />
        <Typography id={`${id}-numbered-info`} variant="body2" sx={{ color: 'text.secondary', ml: 6.5 }}>
          {t.numberedInfo}
        </Typography>
      </Box>
      <TextPart
        id={id}
        label={t.title}
        value={value.title}
        onChange={(title) => set({ title })}
        readOnly={readOnly}
        maxLength={300}
      />
      <RichTextPart
        id={`${id}-text`}
        label={t.text}
        value={value.text}
        onChange={(text) => set({ text })}
        readOnly={readOnly}
      />
      <ImagesPart
        id={`${id}-image`}
        label={t.image}
        images={value.image}
        onChange={(image) => {
          set({ image });
          onBlur?.();
        }}
        readOnly={readOnly}
        multiple={false}
        lang={lang}
        owner={owner}
      />
      <LocationPart
        id={`${id}-location`}
        label={t.location}
        parent={component}
        partKey="location"
        value={value.location}
        onChange={(location) => set({ location })}
        readOnly={readOnly}
        lang={lang}
      />
    </Stack>
  );
}

import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ComponentProps, SharedComponentProps } from './component-props';
import { componentMessages as m } from './messages';

/** A line between groups of fields. */
export function DividerComponent(_props: ComponentProps<'Divider'>) {
  return <Divider sx={{ my: 1 }} />;
}

/** A section heading inside a language block (the block's own heading is an h2). */
export function TitleComponent({ component, id }: ComponentProps<'Title'>) {
  return (
    <Typography id={id} component="h3" variant="h6" sx={{ fontWeight: 700, pt: 1 }}>
      {component.label}
    </Typography>
  );
}

/** Kept in the document, never shown (codes, hidden limits). */
export function HiddenComponent(_props: ComponentProps<'Hidden'>) {
  return null;
}

/** A value the editor shows and nobody edits here (NotEditable, ReadOnly): "Non compilato" when empty. */
export function ReadOnlyTextComponent({ id, value }: SharedComponentProps<'ReadOnly'>) {
  const text = typeof value === 'string' ? value.trim() : '';
  return (
    <Typography
      id={id}
      sx={{
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
        px: 1.75,
        py: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
        ...(text ? {} : { color: 'text.secondary', fontStyle: 'italic' }),
      }}
    >
      {text || m.notFilled}
    </Typography>
  );
}

import Typography from '@mui/material/Typography';
import { plainTextOf } from '@sportello/contracts';
import { LazyRichTextEditor } from '../../../components/form/fields/lazy-rich-text-editor';
import type { RichTextEditorProps } from '../../../components/form/fields/rich-text-editor';
import { componentMessages as m } from './messages';

/** The shared rich-text editor; read-only and empty, it reads "Non compilato" (spec 1 §3). */
export function RichText(props: RichTextEditorProps) {
  if (props.readOnly && plainTextOf(props.value).trim() === '')
    return (
      <Typography
        id={props.id}
        sx={{ color: 'text.secondary', px: 1.75, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        {m.notFilled}
      </Typography>
    );
  return <LazyRichTextEditor {...props} />;
}

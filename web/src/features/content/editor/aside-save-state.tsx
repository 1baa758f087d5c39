// The save state under the action buttons, apart from the buttons themselves.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { formatTimeOf } from '../../../lib/dayjs';
import { editorMessages as m } from './messages';
import type { EditorController } from './use-editor';

/**
 * "Modifiche non salvate", "Salvataggio automatico alle 10.32", "Tutte le modifiche sono salvate",
 * "Non ancora salvato" (a new content), or the failure with Riprova.
 */
export function SaveState({ editor }: { editor: EditorController }) {
  const { autosave } = editor;
  if (autosave.phase === 'error')
    return (
      <Alert
        severity="error"
        icon={<CloudOffOutlined fontSize="small" />}
        action={
          <Button color="inherit" size="small" onClick={editor.retryAutosave}>
            {m.autosave.retry}
          </Button>
        }
        sx={{ py: 0, px: 1, '& .MuiAlert-action': { pl: 0.5 } }}
        role="alert"
      >
        {m.autosave.failed(autosave.message ?? '')}
      </Alert>
    );
  const lines: ReactNode[] = [];
  if (editor.dirty) lines.push(<strong key="u">{m.autosave.unsaved}</strong>);
  if (autosave.phase === 'saving') lines.push(<span key="s">{m.autosave.saving}</span>);
  else if (autosave.at && editor.dirty && !autosave.kept)
    lines.push(<span key="a">{m.autosave.at(formatTimeOf(autosave.at))}</span>);
  if (autosave.phase === 'stopped' && editor.dirty)
    lines.push(<span key="x">{autosave.kept ? m.autosave.kept : m.autosave.stopped}</span>);
  // A new content nothing was saved of yet: it says so, never "all saved".
  const neverSaved = editor.meta.id === null;
  if (!editor.dirty && autosave.phase !== 'saving')
    lines.push(<span key="ok">{neverSaved ? m.autosave.notSaved : m.autosave.allSaved}</span>);
  const icon =
    autosave.phase === 'saving' ? (
      <CircularProgress size={16} aria-hidden />
    ) : editor.dirty || neverSaved ? (
      <EditNoteOutlined fontSize="small" color="warning" aria-hidden />
    ) : (
      <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
    );
  return (
    <Stack
      direction="row"
      spacing={1}
      role="status"
      aria-label={m.autosave.status}
      sx={{
        alignItems: 'flex-start',
        typography: 'body2',
        color: 'text.secondary',
        '& strong': { color: 'text.primary' },
      }}
    >
      <Box sx={{ pt: 0.25, lineHeight: 0 }}>{icon}</Box>
      <Stack spacing={0.25}>{lines}</Stack>
    </Stack>
  );
}

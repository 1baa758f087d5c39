// The aside's information block: the content's facts, its history and the delete actions.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ContentDocument } from '@sportello/contracts';
import { Block } from './aside-block';
import { editorMessages as m } from './messages';
import type { EditorController } from './use-editor';

/**
 * The template's information rows, the updates count with the history, and (a saved content the
 * user may edit) delete some languages or the whole content. The modals are the aside's.
 */
export function AsideInfo({
  editor,
  doc,
  onHistory,
  onDeleteLangs,
}: {
  editor: EditorController;
  doc: ContentDocument;
  onHistory: () => void;
  onDeleteLangs: () => void;
}) {
  const info = doc.aside.info;
  const canDelete = editor.meta.id !== null && !editor.readOnly;
  const deletable = editor.meta.storedLangs;
  return (
    <Block title={info.name || m.aside.info}>
      <Box component="dl" sx={{ m: 0, px: 2, pb: 1.5, display: 'grid', gap: 0.75 }}>
        {info.infoList.map((row) => (
          <Box key={row.label}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
        <Box>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {info.updates.label || m.aside.updates}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {info.updates.count}
            {editor.meta.id !== null ? (
              <Button size="small" onClick={onHistory} sx={{ ml: 1, py: 0 }}>
                {m.aside.history}
              </Button>
            ) : null}
          </Typography>
        </Box>
      </Box>
      {canDelete ? (
        <Stack spacing={0.5} sx={{ px: 1, pb: 1.5, borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <DeleteLangsButton editor={editor} onOpen={onDeleteLangs} count={deletable.length} />
          <Button
            color="error"
            size="small"
            onClick={() => void editor.deleteWhole(info.name || m.noName)}
            disabled={editor.busy !== null}
            sx={{ justifyContent: 'flex-start' }}
          >
            {m.aside.deleteContent}
          </Button>
        </Stack>
      ) : null}
    </Block>
  );
}

/** "Elimina lingue", disabled with the reason while there are changes or only one language. */
function DeleteLangsButton({
  editor,
  onOpen,
  count,
}: {
  editor: EditorController;
  onOpen: () => void;
  count: number;
}) {
  const why = editor.dirty ? m.aside.deleteLangsDirty : count < 2 ? m.aside.deleteLangsOne : null;
  const button = (
    <Button
      color="error"
      size="small"
      onClick={onOpen}
      disabled={why !== null || editor.busy !== null}
      sx={{ justifyContent: 'flex-start', width: '100%' }}
    >
      {m.aside.deleteLangs}
    </Button>
  );
  return why ? (
    <Tooltip title={why}>
      <Box component="span" tabIndex={0} aria-label={`${m.aside.deleteLangs}: ${why}`}>
        {button}
      </Box>
    </Tooltip>
  ) : (
    button
  );
}

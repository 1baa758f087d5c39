import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ContentDocument, ContentLang } from '@sportello/contracts';
import { HistoryModal } from '../../notifications';
import { DeleteLangsModal } from '../list/delete-langs-modal';
import { ActionButton } from './aside-action-button';
import { Block, visuallyHidden } from './aside-block';
import { AsideInfo } from './aside-info';
import { AsideLanguages } from './aside-languages';
import { SaveState } from './aside-save-state';
import { CategoryBlocks } from './category-blocks';
import { editorMessages as m } from './messages';
import type { EditorController } from './use-editor';

/**
 * The editor's right side menu (spec 1 §2): language switcher, aside info with the updates count,
 * the save state, the action buttons, the delete actions and the category blocks (extra contents).
 */
export function EditorAside({
  editor,
  doc,
  langLabel,
}: {
  editor: EditorController;
  doc: ContentDocument;
  langLabel: (l: ContentLang) => string;
}) {
  const [deleting, setDeleting] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const info = doc.aside.info;
  const deletable = editor.meta.storedLangs;

  return (
    <Box
      component="aside"
      aria-label={m.aside.menu}
      sx={{
        display: 'grid',
        gap: 2,
        alignContent: 'start',
        minWidth: 0,
        // The side menu stays in view while the document scrolls, and scrolls on its own when taller.
        position: { md: 'sticky' },
        top: { md: 80 },
        maxHeight: { md: 'calc(100vh - 96px)' },
        overflowY: { md: 'auto' },
        overscrollBehavior: 'contain',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <AsideLanguages editor={editor} doc={doc} />

        <Block title={m.aside.actions}>
          <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1.5 }}>
            <SaveState editor={editor} />
            <Stack spacing={1}>
              {doc.aside.buttons.map((b) => (
                <ActionButton key={b.action} button={b} editor={editor} />
              ))}
            </Stack>
          </Box>
        </Block>
      </Box>

      <AsideInfo
        editor={editor}
        doc={doc}
        onHistory={() => setHistoryOpen(true)}
        onDeleteLangs={() => setDeleting(true)}
      />

      <CategoryBlocks editor={editor} doc={doc} />

      <HistoryModal
        contentId={editor.meta.id}
        title={info.name}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
      />
      <DeleteLangsModal
        open={deleting}
        languages={deletable}
        busy={editor.busy === 'delete'}
        onClose={() => setDeleting(false)}
        onConfirm={(chosen) =>
          void editor.deleteLangs(chosen).then((ok) => {
            if (ok) setDeleting(false);
          })
        }
      />
      {/* Screen readers hear which language is being edited. */}
      <Box sx={visuallyHidden} aria-live="polite">
        {langLabel(editor.lang)}
      </Box>
    </Box>
  );
}

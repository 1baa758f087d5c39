import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import type { ContentDocument, ContentLang } from '@sportello/contracts';
import { EmptyState } from '../../../components/empty-state';
import { CopyLanguageDialog } from './copy-language-dialog';
import { activeLangsOf } from './editor-state';
import { editorMessages } from './messages';
import type { EditorController } from './use-editor';

const m = editorMessages.languages;

/**
 * An inactive language (spec 1 §4 "Per-language content"): create its content from empty, or copy
 * it from an active language, choosing the fields to copy.
 */
export function InactiveLangPanel({
  editor,
  doc,
  lang,
  langLabel,
}: {
  editor: EditorController;
  doc: ContentDocument;
  lang: ContentLang;
  langLabel: (l: ContentLang) => string;
}) {
  const [copyFrom, setCopyFrom] = useState<ContentLang | null>(null);
  const sources = activeLangsOf(editor.docs).filter((l) => l !== lang);
  const label = langLabel(lang);
  return (
    <Paper variant="outlined" component="section" aria-label={m.panelTitle(label)} lang="it">
      <EmptyState
        icon={<TranslateOutlined fontSize="inherit" />}
        title={m.panelTitle(label)}
        text={m.panelText}
        action={
          editor.readOnly ? null : (
            <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
              <Button
                variant="contained"
                startIcon={<AddOutlined />}
                onClick={() => editor.activate(lang, null)}
              >
                {m.create(label)}
              </Button>
              {sources.map((s) => (
                <Button
                  key={s}
                  variant="outlined"
                  startIcon={<ContentCopyOutlined />}
                  onClick={() => setCopyFrom(s)}
                >
                  {m.copyFrom(langLabel(s))}
                </Button>
              ))}
            </Stack>
          )
        }
      />
      {copyFrom && editor.docs[copyFrom] ? (
        <CopyLanguageDialog
          source={editor.docs[copyFrom]}
          sourceLabel={langLabel(copyFrom)}
          targetLabel={label}
          kinds={doc.availableTypes.data}
          onCopy={(picked) => {
            editor.activate(lang, { source: copyFrom, picked });
            setCopyFrom(null);
          }}
          onClose={() => setCopyFrom(null)}
        />
      ) : null}
    </Paper>
  );
}

import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { ContentComponent, ContentDocument, ContentLang, LangDocument } from '@sportello/contracts';
import { AddElementDialog } from './add-element-dialog';
import { CustomBlocks } from './custom-blocks';
import { FieldSlot } from './field-slot';
import { InactiveLangPanel } from './inactive-lang-panel';
import { editorMessages as m } from './messages';
import type { EditorController } from './use-editor';

const hasLt = (c: ContentComponent) => c.validators.some((v) => v.type === 'lt');

/** The siblings renderers get (spec: "for lt, numbering"): base and extra values by fieldname. */
export function useSiblings(langDoc: LangDocument): ReadonlyMap<string, unknown> {
  return useMemo(
    () => new Map([...langDoc.baseContents, ...langDoc.extraContents].map((c) => [c.fieldname, c.value])),
    [langDoc.baseContents, langDoc.extraContents],
  );
}

/** One language's editor block: base contents in order, then the custom blocks (spec 1 §2). */
export function LangBlock({
  editor,
  doc,
  lang,
  langDoc,
  langLabel,
}: {
  editor: EditorController;
  doc: ContentDocument;
  lang: ContentLang;
  langDoc: LangDocument;
  langLabel: (l: ContentLang) => string;
}) {
  const siblings = useSiblings(langDoc);
  const [adding, setAdding] = useState<{ after: string | null } | null>(null);
  const headingId = `lang-block-${lang}`;
  const customId = `custom-blocks-${lang}`;

  if (!langDoc.isActive)
    return <InactiveLangPanel editor={editor} doc={doc} lang={lang} langLabel={langLabel} />;

  const kinds = doc.availableTypes.data;
  const ro = editor.readOnly;
  return (
    <Stack spacing={3} component="section" aria-labelledby={headingId} lang={lang}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 2.5 }}>
          {m.block.title(langLabel(lang))}
        </Typography>
        <Stack spacing={2.5}>
          {/* Hidden components keep their value but take no room in the list. */}
          {langDoc.baseContents
            .filter((c) => c.type !== 'Hidden')
            .map((c) => (
              <FieldSlot
                key={c.fieldname}
                component={c}
                lang={lang}
                list="baseContents"
                fieldKey={c.fieldname}
                error={editor.errors[`${lang}|baseContents|${c.fieldname}`]}
                readOnly={ro}
                siblings={hasLt(c) ? siblings : undefined}
                onChange={editor.change}
                onBlur={editor.blur}
              />
            ))}
        </Stack>
      </Paper>
      {kinds.length > 0 || langDoc.customContents.length > 0 ? (
        <Box component="section" aria-labelledby={customId}>
          <Typography id={customId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
            {m.custom.section}
          </Typography>
          <CustomBlocks
            editor={editor}
            lang={lang}
            blocks={langDoc.customContents}
            kinds={kinds}
            onAddAfter={(after) => setAdding({ after })}
          />
          {ro || kinds.length === 0 ? null : (
            <Button
              variant="outlined"
              startIcon={<AddOutlined />}
              onClick={() => setAdding({ after: null })}
              sx={{ mt: 2 }}
            >
              {m.custom.add}
            </Button>
          )}
        </Box>
      ) : null}
      {adding ? (
        <AddElementDialog
          kinds={kinds}
          maxTypes={doc.availableTypes.maxTypes}
          existing={langDoc.customContents}
          after={adding.after}
          onPick={(kind) => {
            editor.add(adding.after, kind);
            setAdding(null);
          }}
          onClose={() => setAdding(null)}
        />
      ) : null}
    </Stack>
  );
}

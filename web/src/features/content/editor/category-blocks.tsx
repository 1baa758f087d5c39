// The aside's extra contents, grouped under the type's category titles.
import Stack from '@mui/material/Stack';
import type { ContentDocument } from '@sportello/contracts';
import { Block } from './aside-block';
import { FieldSlot } from './field-slot';
import { useSiblings } from './lang-block';
import { editorMessages as m } from './messages';
import type { EditorController } from './use-editor';

/** Extra contents grouped under the type's category titles (spec 1 §2 "category blocks"). */
export function CategoryBlocks({ editor, doc }: { editor: EditorController; doc: ContentDocument }) {
  const langDoc = editor.docs[editor.lang];
  const siblings = useSiblings(
    langDoc ?? { isActive: false, cloneFrom: null, baseContents: [], customContents: [], extraContents: [] },
  );
  if (!langDoc?.isActive || langDoc.extraContents.length === 0) return null;
  const titles = doc.aside.categories;
  const groups = [
    ...titles.map((t) => ({ title: t, items: langDoc.extraContents.filter((c) => c.category === t) })),
    {
      title: m.aside.otherInfo,
      items: langDoc.extraContents.filter((c) => !c.category || !titles.includes(c.category)),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <>
      {groups.map((g) => (
        <Block
          key={g.title}
          title={g.title}
          hideTitle={g.items.length === 1 && g.items[0]?.label === g.title}
        >
          <Stack
            spacing={2}
            sx={{
              px: 2,
              pb: 2,
              // Ticks in one column: the side menu is narrower than the grid's breakpoints think.
              '& .MuiGrid-container > .MuiGrid-root': { width: '100%', maxWidth: '100%', flexBasis: '100%' },
            }}
            lang={editor.lang}
          >
            {g.items.map((c) => (
              <FieldSlot
                key={c.fieldname}
                component={c}
                lang={editor.lang}
                list="extraContents"
                fieldKey={c.fieldname}
                error={editor.errors[`${editor.lang}|extraContents|${c.fieldname}`]}
                readOnly={editor.readOnly}
                siblings={c.validators.some((v) => v.type === 'lt') ? siblings : undefined}
                onChange={editor.change}
                onBlur={editor.blur}
              />
            ))}
          </Stack>
        </Block>
      ))}
    </>
  );
}

// The aside's language switcher: which language is shown, which are active and how many errors each has.
import { darken } from '@mui/material/styles';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ContentDocument } from '@sportello/contracts';
import { Block } from './aside-block';
import { LangFlag } from './lang-flag';
import { editorMessages as m } from './messages';
import type { EditorController } from './use-editor';
import { errorsIn } from './validation';

/** The content's languages (spec 1 §2): a click shows one; inactive ones and error counts are marked. */
export function AsideLanguages({ editor, doc }: { editor: EditorController; doc: ContentDocument }) {
  const langs = doc.contentLangs;
  const hint = [langs.info, langs.tooltip].filter(Boolean).join(' ');
  return (
    <Block title={langs.name || m.aside.languages} hint={hint}>
      <List
        dense
        disablePadding
        component="nav"
        aria-label={langs.name || m.aside.languages}
        sx={{ px: 1, pb: 1 }}
      >
        {langs.data.map((l) => {
          const active = editor.docs[l.language]?.isActive ?? false;
          const count = errorsIn(editor.docs, editor.errors, l.language);
          return (
            <ListItemButton
              key={l.language}
              selected={editor.lang === l.language}
              aria-current={editor.lang === l.language ? 'true' : undefined}
              onClick={() => editor.setLang(l.language)}
              sx={{ py: 0.25 }}
            >
              <LangFlag flag={l.flag} muted={!active} />
              <ListItemText
                primary={l.label}
                secondary={!active ? m.languages.inactive : count > 0 ? m.languages.errors(count) : undefined}
                slotProps={{
                  primary: {
                    sx: {
                      fontWeight: active ? 600 : 400,
                      color: active ? 'text.primary' : 'text.secondary',
                    },
                  },
                  secondary: {
                    // Darker than error.dark: readable (4.5:1) on the selected row's tint too.
                    sx: {
                      color:
                        count > 0 && active ? (t) => darken(t.palette.error.dark, 0.25) : 'text.secondary',
                      lineHeight: 1.3,
                    },
                  },
                }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Block>
  );
}

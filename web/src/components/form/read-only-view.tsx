import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { readOnlyFields, type FormTemplate, type FormValues, type ReadOnlyEntry } from '@sportello/contracts';
import { ReadOnlyDisplay } from './read-only-display';

interface Section {
  title?: { text: string; level: number } | undefined;
  entries: ReadOnlyEntry[];
}

/** The entries cut at each title: a heading, then a description list of label and value. */
export function readOnlySections(entries: ReadOnlyEntry[]): Section[] {
  const sections: Section[] = [{ entries: [] }];
  for (const entry of entries) {
    if (entry.field.type === 'title') {
      const text = entry.display.kind === 'text' ? entry.display.text : (entry.field.label ?? '');
      sections.push({ title: { text, level: entry.field.level ?? 1 }, entries: [] });
    } else sections[sections.length - 1]!.entries.push(entry);
  }
  return sections.filter((s) => s.title || s.entries.length);
}

/**
 * The same template as values (spec 1 §3 "Read-only values"): each field's label and its value as
 * the engine formats it; "Non compilato" for empty ones; hideIfRO fields left out; titles as headings.
 */
export function ReadOnlyView({
  template,
  values,
  lang,
}: {
  template: FormTemplate;
  values: FormValues;
  lang?: string;
}) {
  const sections = readOnlySections(readOnlyFields(template, values, { lang }));
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {sections.map((section, s) => (
        <Box key={s} component={section.title ? 'section' : 'div'}>
          {section.title ? (
            <>
              <Typography
                component={section.title.level === 1 ? 'h2' : 'h3'}
                variant={section.title.level === 1 ? 'h2' : 'h3'}
              >
                {section.title.text}
              </Typography>
              <Divider sx={{ mt: 1, mb: 1.5 }} />
            </>
          ) : null}
          {section.entries.length ? (
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 30%) 1fr' },
                columnGap: 3,
                rowGap: 1.5,
              }}
            >
              {section.entries.map((entry, i) => (
                <Box key={i} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                    {entry.field.label ?? entry.field.fieldname}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                    <ReadOnlyDisplay display={entry.display} />
                  </Box>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

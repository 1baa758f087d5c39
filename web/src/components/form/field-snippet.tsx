import Box from '@mui/material/Box';

/** The field's snippet: HTML the server has already sanitised, shown with the field. */
export function FieldSnippet({ html, id }: { html: string | undefined; id?: string }) {
  if (!html) return null;
  return (
    <Box
      id={id}
      className="form-snippet"
      sx={{
        typography: 'body2',
        color: 'text.secondary',
        mb: 1,
        '& p': { my: 0.5 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

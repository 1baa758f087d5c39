import Box from '@mui/material/Box';

/**
 * The container of a dynamic page's HTML. The server sanitises it (tags, attributes and URL
 * schemes on an allow-list) before it leaves; here it only gets readable typography.
 */
export function PageHtml({ html }: { html: string }) {
  return (
    <Box
      className="dynamic-page"
      sx={{
        fontSize: '1rem',
        lineHeight: 1.65,
        '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1, fontWeight: 650 },
        '& > :first-child': { mt: 0 },
        '& h1': { fontSize: '1.5rem' },
        '& h2': { fontSize: '1.3rem' },
        '& h3': { fontSize: '1.1rem' },
        '& p, & ul, & ol, & blockquote': { my: 1.5, maxWidth: '80ch' },
        '& a': { color: 'primary.main', fontWeight: 600, textUnderlineOffset: '2px' },
        '& a:focus-visible': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'primary.light',
          pl: 2,
          color: 'text.secondary',
          mx: 0,
        },
        '& table': {
          borderCollapse: 'collapse',
          width: '100%',
          my: 2,
          fontSize: '0.95rem',
          maxWidth: 'none',
        },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: '#eef2f3', fontWeight: 650 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

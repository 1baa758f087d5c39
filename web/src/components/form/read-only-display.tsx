import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { NOT_FILLED, type ReadOnlyDisplay as Display } from '@sportello/contracts';
import { LinkifiedText } from '../linkified-text';

/** One value of the read-only view, as the engine's readOnlyValue formatted it; web addresses are links. */
export function ReadOnlyDisplay({ display }: { display: Display }) {
  switch (display.kind) {
    case 'empty':
      return <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{NOT_FILLED}</Typography>;
    case 'text':
      return (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {/* A web address read back is one click away, as in the outbox. */}
          <LinkifiedText text={display.text} />
        </Typography>
      );
    case 'lines':
      return (
        <Box>
          {display.lines.map((line, i) => (
            <Typography key={i} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      );
    case 'list':
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {display.items.map((item, i) => (
            <Typography component="li" key={i} sx={{ overflowWrap: 'anywhere' }}>
              <LinkifiedText text={item} />
            </Typography>
          ))}
        </Box>
      );
    case 'html':
      // Sanitised by the server (the same tags the editor allows): shown in its own container.
      return (
        <Box
          className="form-html-value"
          sx={{
            typography: 'body1',
            '& p': { my: 0.5 },
            '& ul, & ol': { my: 0.5, pl: 3 },
            overflowWrap: 'anywhere',
          }}
          dangerouslySetInnerHTML={{ __html: display.html }}
        />
      );
    case 'files':
      return (
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {display.files.map((file) => (
            <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {file.src ? (
                <Box
                  component="img"
                  src={file.src}
                  alt=""
                  sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : (
                <InsertDriveFileOutlined aria-hidden sx={{ color: 'text.secondary' }} />
              )}
              <Typography variant="body2">{file.name}</Typography>
            </Box>
          ))}
        </Box>
      );
  }
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { widgetMessages as M } from './messages';

/** The frame's bounds in the configurator, in px (the snippet's iframe size too). */
export const SIZE = { min: 240, max: 1600 };

/**
 * The live preview (spec 1 §2 "Widget page": the resizable frame): the widget's own frame page of
 * this server, at the chosen size, with the sites the key works on said above it. `src` null: the
 * choice is not complete yet (a type or a list to pick).
 */
export function WidgetPreview({
  origins,
  width,
  height,
  src,
}: {
  origins: readonly string[];
  width: number;
  height: number;
  src: string | null;
}) {
  return (
    <Paper component="section" aria-labelledby="widget-preview" variant="outlined" sx={{ p: 2.5 }}>
      <Typography id="widget-preview" variant="h2" sx={{ mb: 1 }}>
        {M.preview}
      </Typography>
      {origins.length ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {M.origins(origins.join(', '))}
        </Alert>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {M.noOrigins}
        </Alert>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {M.previewHelp}
      </Typography>
      {/* The resizable frame of the spec: the partner's space, made wider or narrower by hand. */}
      <Box
        data-testid="widget-preview-box"
        sx={{
          resize: 'both',
          overflow: 'hidden',
          width: `min(100%, ${width}px)`,
          height: height,
          minWidth: SIZE.min,
          minHeight: SIZE.min,
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fafbfb',
        }}
      >
        {src ? (
          <Box
            component="iframe"
            key={src}
            src={src}
            title={M.previewFrame}
            sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          />
        ) : null}
      </Box>
    </Paper>
  );
}

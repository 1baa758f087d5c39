import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../page-header';

/** Where a form is shown: a page of the app, a modal, or a card of its own (the public /register). */
export type FormLayout = 'page' | 'dialog' | 'card';

/** Title, intro, body and buttons of a form, laid out for its place. */
export function FormFrame({
  layout,
  titleId,
  title,
  subtitle,
  text,
  children,
  actions,
}: {
  layout: FormLayout;
  titleId?: string | undefined;
  title: string | undefined;
  subtitle?: string | undefined;
  text?: string | undefined;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const intro = (
    <>
      {layout === 'dialog' && subtitle ? (
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{subtitle}</Typography>
      ) : null}
      {text ? <Typography sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>{text}</Typography> : null}
    </>
  );
  if (layout === 'dialog') {
    return (
      <>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers sx={{ pt: 2.5 }}>
          {intro}
          {children}
        </DialogContent>
        {actions ? <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>{actions}</DialogActions> : null}
      </>
    );
  }
  const footer = actions ? (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 1,
        mt: 3,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {actions}
    </Box>
  ) : null;
  if (layout === 'card') {
    return (
      <>
        {title ? (
          <Typography id={titleId} variant="h1" sx={{ fontSize: '1.5rem', mb: subtitle ? 0.5 : 2 }}>
            {title}
          </Typography>
        ) : null}
        {subtitle ? <Typography sx={{ color: 'text.secondary', mb: 2 }}>{subtitle}</Typography> : null}
        {intro}
        {children}
        {footer}
      </>
    );
  }
  return (
    <>
      {title ? <PageHeader title={<span id={titleId}>{title}</span>} subtitle={subtitle} /> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000 }}>
        {intro}
        {children}
        {footer}
      </Paper>
    </>
  );
}

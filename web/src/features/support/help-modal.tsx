import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { NamedModalProps } from '../../components/modal-host';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { messages } from '../../lib/messages';
import { helpQuery } from './support-api';
import { TitleBlockIntro } from './title-block';
import { helpMessages } from './messages';

/** main-help-modal: the title block, then each question as an accordion. */
export function HelpModal({ open, onClose }: NamedModalProps) {
  const { env } = useAppScope();
  const help = useQuery(helpQuery(env));
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{help.data?.titleBlock.title ?? helpMessages.title}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        {help.isPending ? (
          <Box role="status" aria-label={helpMessages.loading}>
            <Skeleton width="50%" />
            <Skeleton />
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} sx={{ mt: 1.5 }} />
            ))}
          </Box>
        ) : help.isError ? (
          <QueryError error={help.error} />
        ) : (
          <>
            <TitleBlockIntro block={help.data.titleBlock} />
            {help.data.data.length === 0 ? (
              <EmptyState title={helpMessages.empty} />
            ) : (
              help.data.data.map((q, i) => (
                <Accordion
                  key={i}
                  disableGutters
                  variant="outlined"
                  sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
                >
                  <AccordionSummary
                    expandIcon={<ExpandMore />}
                    id={`${id}-q${i}`}
                    aria-controls={`${id}-a${i}`}
                  >
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {q.name}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails id={`${id}-a${i}`} role="region" aria-labelledby={`${id}-q${i}`}>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', lineHeight: 1.6 }}>
                      {q.text}
                    </Typography>
                  </AccordionDetails>
                </Accordion>
              ))
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained">
          {messages.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

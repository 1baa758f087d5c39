import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Pagination from '@mui/material/Pagination';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { officeListsQuery } from './lists-api';
import { listsMessages as m } from './messages';

/** Copy modal pagination: 10 lists a page, the first requested on open (spec 2 §9). */
export const COPY_PAGE_SIZE = 10;

/**
 * copy-elements-modal "Sposta/copia in un'altra lista" (spec 2 §4): copy by default, or move;
 * the office's other lists 10 a page; Conferma only once a target list is chosen.
 */
export function CopyElementsModal({
  fromId,
  count,
  busy = false,
  onConfirm,
  onClose,
}: {
  fromId: number;
  count: number;
  busy?: boolean;
  onConfirm: (toId: number, move: boolean) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const { env, config } = useAppScope();
  const [page, setPage] = useState(1);
  const [move, setMove] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  const lists = useQuery(officeListsQuery(env, config.user.group, page, COPY_PAGE_SIZE));
  const others = lists.data?.elements.filter((l) => l.id !== fromId) ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{m.copy.title}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {m.copy.count(count)}
        </Typography>
        <FormControl sx={{ mb: 2 }}>
          <FormLabel id={`${titleId}-action`}>{m.copy.action}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${titleId}-action`}
            value={move ? 'move' : 'copy'}
            onChange={(e) => setMove(e.target.value === 'move')}
          >
            <FormControlLabel value="copy" control={<Radio />} label={m.copy.copyLabel} />
            <FormControlLabel value="move" control={<Radio />} label={m.copy.moveLabel} />
          </RadioGroup>
        </FormControl>
        <FormControl fullWidth>
          <FormLabel id={`${titleId}-target`}>{m.copy.target}</FormLabel>
          {lists.isError ? (
            <QueryError error={lists.error} />
          ) : !lists.data ? (
            <Box aria-busy="true">
              <Skeleton height={40} />
              <Skeleton height={40} />
              <Skeleton height={40} />
            </Box>
          ) : others.length === 0 ? (
            <EmptyState title={m.empty.noListsDot} />
          ) : (
            <RadioGroup
              aria-labelledby={`${titleId}-target`}
              value={target === null ? '' : String(target)}
              onChange={(e) => setTarget(Number(e.target.value))}
            >
              {others.map((l) => (
                <FormControlLabel
                  key={l.id}
                  value={String(l.id)}
                  control={<Radio />}
                  label={`${l.title} (${m.tab.items(l.elementsCount)})`}
                />
              ))}
            </RadioGroup>
          )}
        </FormControl>
        {lists.data && lists.data.totalPages > 1 ? (
          <Pagination
            sx={{ mt: 1 }}
            count={lists.data.totalPages}
            page={page}
            onChange={(_, p) => setPage(p)}
            showFirstButton
            showLastButton
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          {m.common.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={busy || target === null}
          onClick={() => target !== null && onConfirm(target, move)}
        >
          {m.common.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

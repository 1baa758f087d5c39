import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { formatDate } from '../../lib/dayjs';
import { EmptyListText } from './empty-list-text';
import { useListPaths } from './list-paths';
import { listElementsQuery } from './lists-api';
import { listsMessages as m } from './messages';

/** view-list-modal (spec 2 §2, the lists page): the list's elements in order, read only, and Modifica. */
export function ViewListModal({ listId, onClose }: { listId: number; onClose: () => void }) {
  const titleId = useId();
  const { env } = useAppScope();
  const to = useListPaths();
  const page = useQuery(listElementsQuery(env, listId));
  const list = page.data?.list;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{list?.title ?? m.tab.loading}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        {page.isError ? (
          <QueryError error={page.error} />
        ) : !page.data || !list ? (
          <Box aria-busy="true">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {m.edit.created(formatDate(list.creationDate), list.creator)} ·{' '}
              {m.tab.items(list.elementsCount)}
            </Typography>
            {page.data.elements.length === 0 ? (
              <EmptyListText />
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
                {page.data.elements.map((e) => (
                  <li key={e.id}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {e.title}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {' '}
                      · {e.values.typeLabel}
                    </Typography>
                    {e.values.status ? (
                      <Typography
                        variant="body2"
                        sx={{ color: 'error.main', display: 'flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <ErrorOutlineOutlined aria-hidden sx={{ fontSize: 18 }} />
                        {e.values.status.label}
                      </Typography>
                    ) : null}
                  </li>
                ))}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          {m.view.close}
        </Button>
        <Button variant="contained" disabled={!list} onClick={() => to.edit(listId)}>
          {m.view.editList}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

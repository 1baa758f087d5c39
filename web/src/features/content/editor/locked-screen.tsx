import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { LockedReply } from '@sportello/contracts';
import { useConfirm } from '../../../components/confirm-provider';
import { EmptyState } from '../../../components/empty-state';
import { editorMessages } from './messages';

const m = editorMessages.lock;

/**
 * Another session holds the content (spec 1 §4 "A locked response … shows an error-message screen
 * with an action"): who and since when, Aggiorna, Vai ai contenuti, and Prendi in carico for
 * those allowed to take it over.
 */
export function LockedScreen({
  reply,
  listHref,
  onRefresh,
  onTakeOver,
}: {
  reply: LockedReply;
  listHref: string;
  onRefresh: () => void;
  onTakeOver: () => void;
}) {
  const confirm = useConfirm();
  const takeOver = async () => {
    if (await confirm({ title: m.takeOverTitle, text: m.takeOverText(reply.lock.holder) })) onTakeOver();
  };
  return (
    <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', mt: 4 }}>
      <EmptyState
        heading
        icon={<LockOutlined fontSize="inherit" />}
        title={m.title}
        text={reply.message}
        action={
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" onClick={onRefresh}>
              {m.refresh}
            </Button>
            <Button variant="outlined" href={listHref}>
              {m.toList}
            </Button>
            {reply.lock.canTakeOver ? (
              <Button variant="outlined" color="secondary" onClick={() => void takeOver()}>
                {m.takeOver}
              </Button>
            ) : null}
          </Stack>
        }
      />
    </Paper>
  );
}

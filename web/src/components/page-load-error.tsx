import Button from '@mui/material/Button';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { messages } from '../lib/messages';
import { reloadWithRefresh } from '../lib/notify';
import { EmptyState } from './empty-state';

/** What a screen shows when its data or code could not be loaded: never a blank page. */
export function PageLoadError({ text }: { text?: string }) {
  return (
    <EmptyState
      icon={<CloudOffOutlined fontSize="inherit" />}
      title={messages.errors.pageLoad}
      text={text}
      action={
        <Button variant="contained" onClick={reloadWithRefresh}>
          {messages.common.retry}
        </Button>
      }
    />
  );
}

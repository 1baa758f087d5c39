import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import type { CreatedWebhook, Webhook, WebhookDelivery } from '@sportello/contracts';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/dayjs';
import { notify } from '../../lib/notify';
import { webhooksMessages as m } from './messages';
import {
  disableWebhook,
  fetchDeliveries,
  fetchWebhooks,
  registerWebhook,
  resendDelivery,
  webhooksKeys,
} from './webhooks-api';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
} as const;

/** The secret of a webhook just registered: shown here once, never again. */
function SecretNote({ created }: { created: CreatedWebhook }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      notify({ message: m.secret.copied, severity: 'success' });
    } catch {
      notify({ message: m.secret.copyFailed, severity: 'warning' });
    }
  };
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="subtitle2" component="p">
        {m.secret.title}
      </Typography>
      <Typography variant="body2">{m.secret.warning}</Typography>
      <Box
        component="output"
        data-testid="webhook-secret"
        sx={{ display: 'block', my: 1, userSelect: 'all', ...mono }}
      >
        {created.secret}
      </Box>
      <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
        {m.secret.copy}
      </Button>
    </Alert>
  );
}

/** The last 50 deliveries of a webhook, each try with its time, answer, duration and next try. */
function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const deliveries = useQuery({
    queryKey: webhooksKeys.deliveries(webhook.id),
    queryFn: ({ signal }) => fetchDeliveries(webhook.id, signal),
    gcTime: 0,
  });
  const resend = useMutation({
    mutationFn: resendDelivery,
    onSuccess: async (r) => {
      notify({ message: r.message, severity: 'success' });
      await deliveries.refetch();
    },
    onError: (e) => {
      if (!isApiError(e)) throw e;
    },
  });
  if (deliveries.error) return <QueryError error={deliveries.error} />;
  if (!deliveries.data) return <Skeleton variant="rounded" height={120} />;
  const list = deliveries.data.deliveries;
  if (!list.length) return <Typography variant="body2">{m.deliveries.none}</Typography>;
  const tryText = (d: WebhookDelivery) =>
    d.attempts.map((a) => (
      <Box key={`${a.attempt}-${a.at}`} component="li" sx={{ fontSize: '0.8125rem' }}>
        {`${m.deliveries.attempt(a.attempt)} ${formatDateTime(a.at)} · ${a.status !== null ? `HTTP ${a.status}` : ''}${
          a.error && a.status === null ? a.error : ''
        } · ${a.durationMs} ms${a.nextRetryAt ? ` · ${m.deliveries.next(formatDateTime(a.nextRetryAt))}` : ''}`}
      </Box>
    ));
  return (
    <Table size="small" aria-label={m.deliveries.title(webhook.url)}>
      <TableHead>
        <TableRow>
          <TableCell>{m.deliveries.event}</TableCell>
          <TableCell>{m.deliveries.content}</TableCell>
          <TableCell>{m.deliveries.state}</TableCell>
          <TableCell>{m.deliveries.tries}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((d) => (
          <TableRow key={d.id} data-testid="webhook-delivery">
            <TableCell>
              {/* The desk reads the change; the partner's developer the event header it got. */}
              {m.deliveries.events[d.event]}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', ...mono }}>
                {d.event}
              </Box>
            </TableCell>
            <TableCell>{d.contentId}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                label={m.deliveries.states[d.state]}
                color={d.state === 'sent' ? 'success' : d.state === 'failed' ? 'error' : 'default'}
              />
            </TableCell>
            <TableCell>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {tryText(d)}
              </Box>
            </TableCell>
            <TableCell>
              {d.state === 'failed' ? (
                <Button size="small" onClick={() => resend.mutate(d.id)} disabled={resend.isPending}>
                  {m.deliveries.resend}
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A key's webhooks: register an https address (its secret shown once), read its deliveries, Disattiva. */
export function WebhooksDialog({
  keyId,
  group,
  onClose,
}: {
  keyId: number;
  group: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [open, setOpen] = useState<Webhook | null>(null);
  const hooks = useQuery({
    queryKey: webhooksKeys.ofKey(keyId),
    queryFn: ({ signal }) => fetchWebhooks(keyId, signal),
    gcTime: 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKeys.ofKey(keyId) });
  const add = useMutation({
    mutationFn: () => registerWebhook(keyId, url),
    onSuccess: async (made) => {
      setCreated(made);
      setUrl('');
      await refresh();
    },
    onError: (e) => {
      if (!isApiError(e)) throw e;
      setError(e.fields?.url ?? e.message);
    },
  });
  const disable = useMutation({
    mutationFn: disableWebhook,
    onSuccess: async (r) => {
      notify({ message: r.message, severity: 'success' });
      await refresh();
    },
    onError: (e) => {
      if (!isApiError(e)) throw e;
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    add.mutate();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{open ? m.deliveries.title(open.url) : m.title(group)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {open ? (
          <DeliveryLog webhook={open} />
        ) : (
          <>
            <Typography variant="body2">{m.intro}</Typography>
            {created ? <SecretNote created={created} /> : null}
            {hooks.error ? <QueryError error={hooks.error} /> : null}
            {!hooks.data && !hooks.error ? <Skeleton variant="rounded" height={80} /> : null}
            {hooks.data && !hooks.data.webhooks.length ? (
              <Typography variant="body2">{m.none}</Typography>
            ) : null}
            {hooks.data?.webhooks.length ? (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {hooks.data.webhooks.map((w) => (
                  <Box
                    component="li"
                    key={w.id}
                    data-testid="webhook"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                  >
                    <Box sx={{ flex: 1, minWidth: 200, ...mono }}>{w.url}</Box>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={m.states[w.state]}
                      color={w.state === 'active' ? 'success' : 'default'}
                    />
                    <Button size="small" onClick={() => setOpen(w)}>
                      {m.log}
                    </Button>
                    {w.state === 'active' ? (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => disable.mutate(w.id)}
                        disabled={disable.isPending}
                      >
                        {m.disable}
                      </Button>
                    ) : null}
                  </Box>
                ))}
              </Box>
            ) : null}
            <Box
              component="form"
              noValidate
              onSubmit={submit}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                label={m.url}
                value={url}
                onChange={(e) => {
                  setError(null);
                  setUrl(e.target.value);
                }}
                error={!!error}
                helperText={error ?? ' '}
                size="small"
                fullWidth
                placeholder="https://partner.example.org/sportello"
              />
              <Button type="submit" variant="contained" disabled={add.isPending || !url.trim()}>
                {m.add}
              </Button>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {open ? <Button onClick={() => setOpen(null)}>{m.deliveries.back}</Button> : null}
        <Button variant="contained" onClick={onClose}>
          {m.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PARTNER_KEY_LIMITS, type PartnerKeyDetail, type PartnerKeyGrants } from '@sportello/contracts';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { fetchPartnerKey, partnerKeysKeys, saveGrants } from './partner-keys-api';
import { partnerKeysMessages as m } from './messages';

type ListField = 'contentTypes' | 'assetTypes' | 'languages' | 'omittedFields';
type Option = { value: string; label: string };

/** One list of the grants as ticks, with "Tutti" / "Nessuno" for the long ones. */
function TickList({
  label,
  help,
  options,
  values,
  error,
  columns,
  disabled,
  onChange,
}: {
  label: string;
  help?: string;
  options: Option[];
  values: string[];
  error?: string;
  columns: number;
  disabled: boolean;
  onChange: (values: string[]) => void;
}) {
  const chosen = new Set(values);
  const toggle = (value: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : chosen.has(v))));
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {label} ({values.length}/{options.length})
        </FormLabel>
        {options.length > 4 && !disabled ? (
          <Box sx={{ display: 'flex', gap: 1.5, fontSize: '0.875rem' }}>
            <Link component="button" type="button" onClick={() => onChange(options.map((o) => o.value))}>
              {m.grants.all}
            </Link>
            <Link component="button" type="button" onClick={() => onChange([])}>
              {m.grants.none}
            </Link>
          </Box>
        ) : null}
      </Box>
      {help ? <FormHelperText sx={{ mx: 0 }}>{help}</FormHelperText> : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
          columnGap: 2,
        }}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
            }
            label={<Typography variant="body2">{o.label}</Typography>}
          />
        ))}
      </Box>
      {error ? <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

function GrantsForm({
  detail,
  onClose,
  onSaved,
  titleId,
}: {
  detail: PartnerKeyDetail;
  onClose: () => void;
  onSaved: () => void;
  titleId: string;
}) {
  const [grants, setGrants] = useState<PartnerKeyGrants>(detail.grants);
  const [rate, setRate] = useState(String(detail.grants.ratePerMinute));
  const [origins, setOrigins] = useState(detail.grants.allowedOrigins.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({ mutationFn: (g: PartnerKeyGrants) => saveGrants(detail.id, g) });
  const readOnly = detail.state === 'revoked';
  // A field changed is a field to check again: its old error goes.
  const clear = (field: string) =>
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`))),
    );
  const set = (field: ListField) => (values: string[]) => {
    clear(field);
    setGrants((g) => ({ ...g, [field]: values }));
  };
  // The server names a bad item as "languages.0": shown on its list.
  const errorOf = (field: string) =>
    Object.entries(errors).find(([k]) => k === field || k.startsWith(`${field}.`))?.[1];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const reply = await save.mutateAsync({
        ...grants,
        ratePerMinute: rate.trim() === '' ? NaN : Number(rate),
        // One origin a line; blank lines are no origin.
        allowedOrigins: origins
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean),
      });
      notify({ message: reply.message, severity: 'success' });
      onSaved();
    } catch (e) {
      if (!isApiError(e)) throw e;
      setErrors(e.fields);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogTitle id={titleId}>{m.grants.title(detail.group.name)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {m.grants.keyId}: <code>spk_{detail.keyId}</code>
          {detail.requested.length ? ` · ${m.grants.requested}: ${detail.requested.join(', ')}` : ''}
        </Typography>
        {readOnly ? <Alert severity="info">{m.grants.revokedNote}</Alert> : null}
        <TickList
          label={m.grants.contentTypes}
          options={detail.options.contentTypes}
          values={grants.contentTypes}
          error={errorOf('contentTypes')}
          columns={2}
          disabled={readOnly}
          onChange={set('contentTypes')}
        />
        <TickList
          label={m.grants.assetTypes}
          options={detail.options.assetTypes}
          values={grants.assetTypes}
          error={errorOf('assetTypes')}
          columns={3}
          disabled={readOnly}
          onChange={set('assetTypes')}
        />
        <TickList
          label={m.grants.languages}
          options={detail.options.languages}
          values={grants.languages}
          error={errorOf('languages')}
          columns={5}
          disabled={readOnly}
          onChange={set('languages')}
        />
        <TickList
          label={m.grants.omittedFields}
          help={m.grants.omittedHelp}
          options={detail.options.omittedFields}
          values={grants.omittedFields}
          error={errorOf('omittedFields')}
          columns={2}
          disabled={readOnly}
          onChange={set('omittedFields')}
        />
        <TextField
          label={m.grants.allowedOrigins}
          multiline
          minRows={2}
          value={origins}
          onChange={(e) => {
            clear('allowedOrigins');
            setOrigins(e.target.value);
          }}
          error={!!errorOf('allowedOrigins')}
          helperText={errorOf('allowedOrigins') ?? m.grants.allowedOriginsHelp}
          disabled={readOnly}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            label={m.grants.ratePerMinute}
            type="number"
            value={rate}
            onChange={(e) => {
              clear('ratePerMinute');
              setRate(e.target.value);
            }}
            error={!!errors.ratePerMinute}
            helperText={
              errors.ratePerMinute ?? `Da ${PARTNER_KEY_LIMITS.minRate} a ${PARTNER_KEY_LIMITS.maxRate}`
            }
            disabled={readOnly}
            slotProps={{ htmlInput: { min: PARTNER_KEY_LIMITS.minRate, max: PARTNER_KEY_LIMITS.maxRate } }}
          />
          <TextField
            label={m.grants.expiresOn}
            type="date"
            value={grants.expiresOn}
            onChange={(e) => {
              clear('expiresOn');
              setGrants((g) => ({ ...g, expiresOn: e.target.value }));
            }}
            error={!!errors.expiresOn}
            helperText={errors.expiresOn ?? ' '}
            disabled={readOnly}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {readOnly ? (
          <Button variant="contained" onClick={onClose}>
            {m.grants.close}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{m.grants.cancel}</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {m.grants.save}
            </Button>
          </>
        )}
      </DialogActions>
    </form>
  );
}

/** The grants of one key, edited by an administrator: what, in which languages, how fast, until when. */
export function GrantsDialog({
  id,
  onClose,
  onSaved,
}: {
  id: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const detail = useQuery({
    queryKey: partnerKeysKeys.detail(id),
    queryFn: ({ signal }) => fetchPartnerKey(id, signal),
    gcTime: 0,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      {detail.data ? (
        <GrantsForm detail={detail.data} onClose={onClose} onSaved={onSaved} titleId={titleId} />
      ) : detail.error ? (
        <DialogContent>
          <QueryError error={detail.error} />
        </DialogContent>
      ) : (
        <DialogContent role="status" aria-label="Caricamento" id={titleId}>
          <Skeleton variant="rounded" height={360} />
        </DialogContent>
      )}
    </Dialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/SendOutlined';
import { INACTIVE_DOCUMENT_MAX_MB, type InactiveFileLoader } from '@sportello/contracts';
import { isApiError } from '../../lib/api';
import { FileInputRow } from './file-input-row';
import { sendDocuments } from './inactive-api';
import { inactiveMessages as t } from './messages';

const MAX_BYTES = INACTIVE_DOCUMENT_MAX_MB * 1024 * 1024;

/**
 * The file-upload submit of the inactive-account modal (spec 3 §4, §5): one chooser per field of
 * the loader; the confirm stays disabled until every required file (and at least one) is chosen.
 */
export function FileLoaderForm({
  loader,
  heading,
  intro,
  onSent,
}: {
  loader: InactiveFileLoader;
  /** The section's heading: the custom form's title, else the loader's label. */
  heading: string;
  intro?: string | undefined;
  onSent: (message: string) => void;
}) {
  const headingId = useId();
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () => sendDocuments(loader.action, files),
    onSuccess: (reply) => onSent(reply.message),
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : {};
      const own = loader.fields.some((f) => fields[f.name]);
      setErrors(own ? fields : {});
      setFormError(own ? null : error.message);
    },
  });

  const choose = (name: string, file: File | null) => {
    setFormError(null);
    setErrors((prev) => ({
      ...prev,
      [name]: file && file.size > MAX_BYTES ? t.tooLarge(INACTIVE_DOCUMENT_MAX_MB) : '',
    }));
    setFiles((prev) => {
      const next = { ...prev };
      if (file && file.size <= MAX_BYTES) next[name] = file;
      else delete next[name];
      return next;
    });
  };

  const ready = Object.keys(files).length > 0 && loader.fields.every((f) => !f.required || files[f.name]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !send.isPending) send.mutate();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      sx={{
        mt: 2.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.default',
      }}
    >
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {heading}
      </Typography>
      {intro ? <Typography sx={{ mb: 1 }}>{intro}</Typography> : null}
      {loader.snippet ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {loader.snippet}
        </Typography>
      ) : null}
      {loader.fields.some((f) => f.required) ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t.requiredNote}
        </Typography>
      ) : null}
      {loader.fields.map((field) => (
        <FileInputRow
          key={field.name}
          field={field}
          file={files[field.name] ?? null}
          error={errors[field.name] || undefined}
          removeLabel={loader.actions.remove}
          disabled={send.isPending}
          onChange={(file) => choose(field.name, file)}
        />
      ))}
      {formError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<Send />}
          disabled={!ready}
          loading={send.isPending}
        >
          {loader.actions.confirm}
        </Button>
      </Box>
    </Box>
  );
}

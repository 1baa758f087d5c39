import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  EXPORT_MESSAGES,
  type ExportConfig,
  type ExportFormat,
  type ExportSection,
} from '@sportello/contracts';
import { isApiError, saveBlob, type DownloadProgress } from '../../lib/api';
import { dayjs } from '../../lib/dayjs';
import { notify } from '../../lib/notify';
import { useAppScope } from '../../lib/app-scope';
import { useDebounced } from '../../lib/use-debounced';
import { downloadExport, preexportQuery, type ExportRequest } from './export-api';
import { ScopeFields } from './scope-fields';
import {
  isAdminGroup,
  lockedLabelSx,
  iatOptions,
  initialChoice,
  resolveRange,
  sectionsShown,
  type ExportChoice,
} from './export-form';
import { DownloadStatus } from './download-status';
import { exportMessages as m } from './messages';

export interface ExportDone {
  fileName: string;
  bytes: number;
  at: Date;
}

/**
 * The export modal (spec 2 §2 "Export modal", §4 "Export", §5): IAT, period (a custom range within
 * the configured window), sections and format; confirm only when preexport finds records; the file
 * streams in with its progress shown, then is saved under the server's name.
 */
export function ExportModal({
  config,
  onClose,
  onDone,
}: {
  config: ExportConfig;
  onClose: () => void;
  onDone: (done: ExportDone) => void;
}) {
  const { env, config: app } = useAppScope();
  const iats = useMemo(() => iatOptions(config, isAdminGroup(app.user), app.user.slug), [config, app]);
  const now = useMemo(() => dayjs(), []);
  const [choice, setChoice] = useState<ExportChoice>(() => initialChoice(config, iats, now));
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page stops a file still arriving (and the query behind it, on the server).
  useEffect(() => () => abort.current?.abort(), []);
  const set = (patch: Partial<ExportChoice>) => setChoice((c) => ({ ...c, ...patch }));

  const { range, message } = resolveRange(choice, config);
  const showSections = sectionsShown(config, choice.format);
  const request: ExportRequest | null =
    range && choice.slugs.length
      ? {
          ...range,
          format: choice.format,
          sections: showSections ? choice.sections : [],
          slugs: choice.slugs,
        }
      : null;
  // The check waits until the choice stops changing (a key held on the calendar asks once).
  const key = request ? JSON.stringify(request) : '';
  const debouncedKey = useDebounced(key, 300);
  const debounced = debouncedKey ? (JSON.parse(debouncedKey) as ExportRequest) : null;
  const pre = useQuery({
    ...preexportQuery(env, debounced ?? { from: '', to: '', format: 'json', sections: [], slugs: [] }),
    enabled: !!debounced,
  });
  const settled = !!request && key === debouncedKey && !pre.isFetching;
  const canExport = settled && pre.data?.canExport === true;
  const noResults = settled && pre.data?.canExport === false;
  const downloading = progress !== null;

  const run = async () => {
    if (!request) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ bytes: 0, total: null, lines: null });
    try {
      const iat = choice.slugs[0] ?? app.user.slug;
      const file = await downloadExport(config, iat, request, setProgress, controller.signal);
      saveBlob(file.blob, file.fileName);
      notify({ message: m.modal.saved(file.fileName), severity: 'success' });
      onDone({ fileName: file.fileName, bytes: file.blob.size, at: new Date() });
    } catch (e) {
      if (controller.signal.aborted) notify({ message: m.modal.stopped, severity: 'info' });
      else if (!isApiError(e)) throw e;
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };
  const stop = () => abort.current?.abort();
  const close = () => {
    stop();
    onClose();
  };

  const noResultsLabel = config.labels.noResults ?? pre.data?.message ?? EXPORT_MESSAGES.noResults;

  return (
    <Dialog
      open
      id="export-modal"
      onClose={downloading ? undefined : close}
      aria-labelledby="export-modal-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="export-modal-title">{config.labels.title ?? m.modal.title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3, maxHeight: 600 }}>
        <ScopeFields
          config={config}
          iats={iats}
          scope={choice}
          onChange={set}
          message={message}
          now={now}
          disabled={downloading}
        />

        {showSections ? (
          <FormControl component="fieldset" disabled={downloading}>
            <FormLabel component="legend" sx={lockedLabelSx}>
              {m.modal.sections}
            </FormLabel>
            <FormGroup row>
              {config.sections.options.map((o) => (
                <FormControlLabel
                  key={o.value}
                  label={o.label}
                  control={
                    <Checkbox
                      checked={choice.sections.includes(o.value)}
                      onChange={(e) =>
                        set({
                          sections: e.target.checked
                            ? [...choice.sections, o.value]
                            : choice.sections.filter((s: ExportSection) => s !== o.value),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        ) : null}

        <FormControl disabled={downloading}>
          <FormLabel id="export-format" sx={lockedLabelSx}>
            {m.modal.format}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="export-format"
            value={choice.format}
            onChange={(e) => set({ format: e.target.value as ExportFormat })}
          >
            {config.formats.options.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>

        <Box aria-live="polite" sx={{ minHeight: 24 }}>
          {downloading ? (
            <DownloadStatus progress={progress} />
          ) : noResults ? (
            <Typography color="warning.dark" sx={{ fontWeight: 500 }}>
              {noResultsLabel}
            </Typography>
          ) : request && !settled ? (
            <Typography color="text.secondary">{m.modal.checking}</Typography>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {downloading ? (
          <Button onClick={stop} color="inherit">
            {m.modal.stop}
          </Button>
        ) : (
          <Button onClick={close} color="inherit">
            {config.labels.cancel ?? m.modal.cancel}
          </Button>
        )}
        <Button variant="contained" onClick={() => void run()} disabled={!canExport || downloading}>
          {config.labels.confirm ?? m.modal.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

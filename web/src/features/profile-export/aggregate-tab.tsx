import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  toAggregateRequest,
  type AggregateNode,
  type AggregateRequestInput,
  type ExportConfig,
  type ExportFormat,
} from '@sportello/contracts';
import { isApiError, saveBlob } from '../../lib/api';
import { dayjs } from '../../lib/dayjs';
import { notify } from '../../lib/notify';
import { useAppScope } from '../../lib/app-scope';
import { AggregateResultView } from './aggregate-result';
import { aggregateQuery, downloadAggregate } from './export-api';
import { isAdminGroup, iatOptions, initialScope, resolveRange, type Scope } from './export-form';
import { exportMessages as m } from './messages';
import { ScopeFields } from './scope-fields';

const EVERY = '__every__';

/** The nodes with the user's choices (selectedValues), starting from the template's. */
const withSelected = (nodes: AggregateNode[], chosen: Record<string, string[]>) =>
  nodes.map((n) => ({ ...n, selectedValues: chosen[n.nodeValue] ?? n.selectedValues }));

function NodeSelect({
  node,
  value,
  onChange,
}: {
  node: AggregateNode;
  value: string[];
  onChange: (values: string[]) => void;
}) {
  const options = node.options.filter((o) => o.value !== '');
  // A first option takes every value at once: counting "by provenance" means choosing them all.
  const every = { value: EVERY, label: m.aggregate.every };
  const all = options.length > 1 && options.every((o) => value.includes(o.value));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options.length > 1 ? [every, ...options] : options}
      value={options.filter((o) => value.includes(o.value))}
      onChange={(_, v) =>
        onChange(
          v.some((o) => o.value === EVERY) ? (all ? [] : options.map((o) => o.value)) : v.map((o) => o.value),
        )
      }
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      renderOption={(props, o, { selected }) => (
        <li {...props} key={o.value}>
          <Checkbox
            size="small"
            checked={o.value === EVERY ? all : selected}
            sx={{ mr: 1, p: 0 }}
            tabIndex={-1}
          />
          {o.label}
        </li>
      )}
      disableCloseOnSelect
      limitTags={3}
      noOptionsText={m.aggregate.noOptions}
      renderInput={(params) => (
        <TextField {...params} label={node.name} placeholder={value.length ? '' : m.aggregate.all} />
      )}
    />
  );
}

/**
 * The aggregate tab (spec 2 §2, §3 "Aggregate", §4): choose what to count (and filters of the same
 * shape), then the database's counts as a table and a chart, and the same counts as a file.
 */
export function AggregateTab({ config }: { config: ExportConfig }) {
  const { env, config: app } = useAppScope();
  const iats = useMemo(() => iatOptions(config, isAdminGroup(app.user), app.user.slug), [config, app]);
  const now = useMemo(() => dayjs(), []);
  const [scope, setScope] = useState<Scope>(() => initialScope(config, iats, now));
  const [counted, setCounted] = useState<Record<string, string[]>>({});
  const [filtered, setFiltered] = useState<Record<string, string[]>>({});
  const [format, setFormat] = useState<ExportFormat>(config.defaults.format);
  const [submitted, setSubmitted] = useState<AggregateRequestInput | null>(null);
  const [downloading, setDownloading] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // Leaving the tab stops a file still arriving: nobody is there to save it.
  useEffect(() => () => abort.current?.abort(), []);
  const results = useRef<HTMLDivElement | null>(null);

  const { range, message } = resolveRange(scope, config);
  const nodes = withSelected(config.aggregate.nodes, counted);
  const nothingSelected = !nodes.some((n) => n.selectedValues.some((v) => v !== ''));
  const request =
    range && scope.slugs.length && !nothingSelected
      ? toAggregateRequest({
          ...range,
          slugs: scope.slugs,
          aggregate: nodes,
          filters: withSelected(config.aggregate.filters, filtered),
        })
      : null;
  const result = useQuery({
    ...aggregateQuery(env, submitted ?? { from: '', to: '' }),
    enabled: !!submitted,
  });

  const download = async () => {
    if (!submitted) return;
    const controller = new AbortController();
    abort.current = controller;
    setDownloading(true);
    try {
      const file = await downloadAggregate({ ...submitted, format }, controller.signal);
      saveBlob(file.blob, file.fileName);
      notify({ message: m.modal.saved(file.fileName), severity: 'success' });
    } catch (e) {
      if (!isApiError(e) && !controller.signal.aborted) throw e;
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 3 }}>
        <div>
          <Typography component="h2" variant="h6">
            {m.aggregate.heading}
          </Typography>
          <Typography color="text.secondary">{m.aggregate.text}</Typography>
        </div>
        <ScopeFields
          config={config}
          iats={iats}
          scope={scope}
          onChange={(patch) => setScope((s) => ({ ...s, ...patch }))}
          message={message}
          now={now}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {config.labels.aggregate ?? m.aggregate.count}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {config.aggregate.nodes.map((n) => (
              <NodeSelect
                key={n.nodeValue}
                node={n}
                value={counted[n.nodeValue] ?? n.selectedValues}
                onChange={(v) => setCounted((c) => ({ ...c, [n.nodeValue]: v }))}
              />
            ))}
          </Box>
        </Box>
        {config.aggregate.filters.length ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {config.labels.filters ?? m.aggregate.filters}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              {config.aggregate.filters.map((n) => (
                <NodeSelect
                  key={n.nodeValue}
                  node={n}
                  value={filtered[n.nodeValue] ?? n.selectedValues}
                  onChange={(v) => setFiltered((c) => ({ ...c, [n.nodeValue]: v }))}
                />
              ))}
            </Box>
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={!request}
            onClick={() => {
              setSubmitted(request);
              // The form is long: bring the counts into view where they appear.
              results.current?.scrollIntoView({ block: 'start' });
            }}
          >
            {config.labels.aggregateConfirm ?? m.aggregate.confirm}
          </Button>
          <Button
            color="inherit"
            onClick={() => {
              setCounted({});
              setFiltered({});
              setSubmitted(null);
            }}
          >
            {m.aggregate.reset}
          </Button>
          {nothingSelected ? (
            <Typography variant="body2" color="text.secondary">
              {m.aggregate.nothingSelected}
            </Typography>
          ) : null}
        </Box>
      </Paper>

      <Paper
        ref={results}
        variant="outlined"
        sx={{ p: 3, display: 'grid', gap: 2, scrollMarginTop: 80 }}
        aria-busy={result.isFetching}
      >
        {!submitted ? (
          <Typography color="text.secondary">{m.aggregate.notComputed}</Typography>
        ) : result.isPending ? (
          <Typography role="status">{m.aggregate.computing}</Typography>
        ) : result.isError ? (
          <Typography role="alert" color="error">
            {result.error.message}
          </Typography>
        ) : result.data.rows.length === 0 ? (
          <Typography role="status">{m.aggregate.empty}</Typography>
        ) : (
          <>
            <AggregateResultView result={result.data} labels={config.labels} />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControl>
                <FormLabel id="aggregate-format">{m.modal.format}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="aggregate-format"
                  value={format}
                  onChange={(e) => setFormat(e.target.value as ExportFormat)}
                >
                  {config.formats.options.map((o) => (
                    <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
                  ))}
                </RadioGroup>
              </FormControl>
              <Button variant="outlined" disabled={downloading} onClick={() => void download()}>
                {downloading ? m.modal.downloading : m.aggregate.download}
              </Button>
            </Box>
          </>
        )}
      </Paper>
    </Box>
  );
}

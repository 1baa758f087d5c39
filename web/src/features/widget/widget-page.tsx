import { useMemo, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import {
  WIDGET_COLOR_PATTERN,
  WIDGET_DEFAULT_COLOR,
  WIDGET_LIMITS,
  WIDGET_SHOW_LABELS,
  WIDGET_SHOWS,
  type WidgetKey,
  type WidgetShow,
} from '@sportello/contracts';
import { TemplateForm } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { useAppScope } from '../../lib/app-scope';
import { notify } from '../../lib/notify';
import { useDebounced } from '../../lib/use-debounced';
import { widgetMessages as M } from './messages';
import { framePath, widgetSnippets, type WidgetChoice } from './snippet';
import { widgetKeysQuery } from './widget-api';

const SIZE = { min: 240, max: 1600 };
const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** A first choice for a key: what it is granted, the catalogue when it may read it. */
function firstChoice(key: WidgetKey): WidgetChoice {
  const show: WidgetShow = key.assetTypes.length
    ? 'catalogue'
    : key.contentTypes.length
      ? 'contents'
      : 'list';
  return {
    key: key.publishableKey,
    show,
    type: show === 'contents' ? (key.contentTypes[0]?.value ?? '') : '',
    list: key.lists[0]?.value ?? '',
    lang: 'auto',
    color: WIDGET_DEFAULT_COLOR,
    limit: WIDGET_LIMITS.defaultItems,
    title: '',
    width: 720,
    height: 560,
  };
}

/**
 * The widget page (spec 1 §2 "Widget page", issue 38): the configurator of the partners' widget —
 * what to show, language, colours, size — with the live preview in a resizable frame (the frame
 * the snippet's iframe uses, served by this server) and the snippet to copy. The "Accesso API"
 * form appears after the page has loaded, for those with showApiConfiguration (spec 1 §6).
 */
export function WidgetPage() {
  const { config } = useAppScope();
  const keys = useQuery(widgetKeysQuery());
  const showApiForm = config.user.showApiConfiguration && !keys.isPending;
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {keys.isPending ? (
        <Skeleton variant="rounded" height={420} aria-label={M.settings} />
      ) : keys.isError ? (
        <QueryError error={keys.error} />
      ) : keys.data.keys.length === 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {config.user.isAdmin ? M.noKeyAdmin : M.noKey}
        </Alert>
      ) : (
        <Configurator keys={keys.data.keys} base={keys.data.base} />
      )}
      {showApiForm ? (
        <Box component="section" aria-label={M.apiAccess} sx={{ mt: 4 }}>
          <TemplateForm formType="api-configuration" layout="card" fallbackTitle={M.apiAccess} />
        </Box>
      ) : null}
    </Box>
  );
}

function Configurator({ keys, base }: { keys: WidgetKey[]; base: string }) {
  const [keyIndex, setKeyIndex] = useState(0);
  const key = keys[Math.min(keyIndex, keys.length - 1)]!;
  const [choice, setChoice] = useState<WidgetChoice>(() => firstChoice(key));
  const [colorText, setColorText] = useState(choice.color);
  const [limitText, setLimitText] = useState(String(choice.limit));
  const [widthText, setWidthText] = useState(String(choice.width));
  const [heightText, setHeightText] = useState(String(choice.height));
  const [tab, setTab] = useState<'script' | 'frame'>('script');

  const set = (patch: Partial<WidgetChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const errors = {
    color: WIDGET_COLOR_PATTERN.test(colorText) ? '' : M.colorInvalid,
    limit: inRange(Number(limitText), WIDGET_LIMITS.minItems, WIDGET_LIMITS.maxItems)
      ? ''
      : M.limitInvalid(WIDGET_LIMITS.minItems, WIDGET_LIMITS.maxItems),
    width: inRange(Number(widthText), SIZE.min, SIZE.max) ? '' : M.sizeInvalid,
    height: inRange(Number(heightText), SIZE.min, SIZE.max) ? '' : M.sizeInvalid,
    title: choice.title.length > WIDGET_LIMITS.maxTitle ? M.titleTooLong(WIDGET_LIMITS.maxTitle) : '',
  };
  const showable =
    (choice.show !== 'contents' || choice.type !== '') && (choice.show !== 'list' || choice.list !== '');
  // The preview follows the choice once it settles: every keystroke would reload the frame.
  const settled = useDebounced(choice, 400);
  const previewSrc = useMemo(() => framePath(settled), [settled]);
  const snippets = useMemo(() => widgetSnippets(choice, base), [choice, base]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tab === 'script' ? snippets.script : snippets.frame);
      notify({ message: M.copied, severity: 'success' });
    } catch {
      notify({ message: M.copyFailed, severity: 'warning' });
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 340px) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper component="section" aria-labelledby="widget-settings" variant="outlined" sx={{ p: 2.5 }}>
        <Typography id="widget-settings" variant="h2" sx={{ mb: 2 }}>
          {M.settings}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {keys.length > 1 ? (
            <TextField
              select
              label={M.key}
              value={String(keyIndex)}
              onChange={(e) => {
                const i = Number(e.target.value);
                const next = firstChoice(keys[i]!);
                setKeyIndex(i);
                setChoice(next);
                setColorText(next.color);
              }}
            >
              {keys.map((k, i) => (
                <MenuItem key={k.keyId} value={String(i)}>
                  {M.keyOption(k.groupName, k.keyId)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            select
            label={M.show}
            value={choice.show}
            onChange={(e) => {
              const show = e.target.value as WidgetShow;
              set({ show, type: show === 'contents' ? (key.contentTypes[0]?.value ?? '') : '' });
            }}
          >
            {WIDGET_SHOWS.map((s) => (
              <MenuItem key={s} value={s}>
                {WIDGET_SHOW_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          {choice.show === 'catalogue' ? (
            <TextField
              select
              label={M.assetType}
              value={choice.type}
              onChange={(e) => set({ type: e.target.value })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{M.allAssetTypes}</MenuItem>
              {key.assetTypes.map((t) => (
                <MenuItem key={t.value} value={t.value}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {choice.show === 'contents' ? (
            key.contentTypes.length ? (
              <TextField
                select
                label={M.contentType}
                value={choice.type}
                onChange={(e) => set({ type: e.target.value })}
              >
                {key.contentTypes.map((t) => (
                  <MenuItem key={t.value} value={t.value}>
                    {t.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Alert severity="warning">{M.noContentTypes}</Alert>
            )
          ) : null}
          {choice.show === 'list' ? (
            key.lists.length ? (
              <TextField
                select
                label={M.list}
                value={choice.list}
                onChange={(e) => set({ list: e.target.value })}
              >
                {key.lists.map((l) => (
                  <MenuItem key={l.value} value={l.value}>
                    {l.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Alert severity="warning">{M.noLists}</Alert>
            )
          ) : null}
          <TextField
            select
            label={M.lang}
            value={choice.lang}
            helperText={M.langHelp}
            onChange={(e) => set({ lang: e.target.value })}
          >
            <MenuItem value="auto">{M.langAuto}</MenuItem>
            {key.languages.map((l) => (
              <MenuItem key={l.value} value={l.value}>
                {l.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={M.titleField}
            value={choice.title}
            error={!!errors.title}
            helperText={errors.title || `${choice.title.length}/${WIDGET_LIMITS.maxTitle}`}
            onChange={(e) => set({ title: e.target.value })}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={M.color}
              value={colorText}
              error={!!errors.color}
              helperText={errors.color || ' '}
              sx={{ flex: 1 }}
              onChange={(e) => {
                setColorText(e.target.value.trim());
                if (WIDGET_COLOR_PATTERN.test(e.target.value.trim())) set({ color: e.target.value.trim() });
              }}
            />
            <Box
              component="input"
              type="color"
              aria-label={M.colorPicker}
              value={choice.color}
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                setColorText(e.target.value);
                set({ color: e.target.value });
              }}
              sx={{
                width: 56,
                height: 56,
                p: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                cursor: 'pointer',
              }}
            />
          </Box>
          <TextField
            label={M.limit}
            type="number"
            value={limitText}
            error={!!errors.limit}
            helperText={errors.limit || ' '}
            slotProps={{ htmlInput: { min: WIDGET_LIMITS.minItems, max: WIDGET_LIMITS.maxItems } }}
            onChange={(e) => {
              setLimitText(e.target.value);
              const n = Number(e.target.value);
              if (inRange(n, WIDGET_LIMITS.minItems, WIDGET_LIMITS.maxItems)) set({ limit: n });
            }}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              label={M.width}
              type="number"
              value={widthText}
              error={!!errors.width}
              helperText={errors.width || ' '}
              slotProps={{
                htmlInput: { min: SIZE.min, max: SIZE.max, step: 10 },
                input: { endAdornment: <InputAdornment position="end">px</InputAdornment> },
              }}
              onChange={(e) => {
                setWidthText(e.target.value);
                if (inRange(Number(e.target.value), SIZE.min, SIZE.max))
                  set({ width: Number(e.target.value) });
              }}
            />
            <TextField
              label={M.height}
              type="number"
              value={heightText}
              error={!!errors.height}
              helperText={errors.height || ' '}
              slotProps={{
                htmlInput: { min: SIZE.min, max: SIZE.max, step: 10 },
                input: { endAdornment: <InputAdornment position="end">px</InputAdornment> },
              }}
              onChange={(e) => {
                setHeightText(e.target.value);
                if (inRange(Number(e.target.value), SIZE.min, SIZE.max))
                  set({ height: Number(e.target.value) });
              }}
            />
          </Box>
        </Box>
      </Paper>

      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Paper component="section" aria-labelledby="widget-preview" variant="outlined" sx={{ p: 2.5 }}>
          <Typography id="widget-preview" variant="h2" sx={{ mb: 1 }}>
            {M.preview}
          </Typography>
          {key.allowedOrigins.length ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {M.origins(key.allowedOrigins.join(', '))}
            </Alert>
          ) : (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {M.noOrigins}
            </Alert>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {M.previewHelp}
          </Typography>
          {/* The resizable frame of the spec: the partner's space, made wider or narrower by hand. */}
          <Box
            data-testid="widget-preview-box"
            sx={{
              resize: 'both',
              overflow: 'hidden',
              width: `min(100%, ${choice.width}px)`,
              height: choice.height,
              minWidth: SIZE.min,
              minHeight: SIZE.min,
              maxWidth: '100%',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fafbfb',
            }}
          >
            {showable ? (
              <Box
                component="iframe"
                key={previewSrc}
                src={previewSrc}
                title={M.previewFrame}
                sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
              />
            ) : null}
          </Box>
        </Paper>

        <Paper component="section" aria-labelledby="widget-snippet" variant="outlined" sx={{ p: 2.5 }}>
          <Typography id="widget-snippet" variant="h2" sx={{ mb: 1 }}>
            {M.snippet}
          </Typography>
          <Tabs value={tab} onChange={(_e, v: 'script' | 'frame') => setTab(v)} aria-label={M.snippet}>
            <Tab value="script" label={M.snippetScript} />
            <Tab value="frame" label={M.snippetFrame} />
          </Tabs>
          <Typography variant="body2" sx={{ color: 'text.secondary', my: 1.5 }}>
            {tab === 'script' ? M.snippetScriptHelp : M.snippetFrameHelp}
          </Typography>
          <TextField
            label={M.snippet}
            value={tab === 'script' ? snippets.script : snippets.frame}
            multiline
            fullWidth
            minRows={4}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'widget-snippet' },
              input: {
                sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 },
              },
            }}
          />
          <Button
            variant="contained"
            startIcon={<ContentCopyOutlined />}
            sx={{ mt: 1.5 }}
            disabled={!showable || Object.values(errors).some(Boolean)}
            onClick={() => void copy()}
          >
            {M.copy}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}

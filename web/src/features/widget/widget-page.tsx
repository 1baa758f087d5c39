import { useMemo, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
import { useDebounced } from '../../lib/use-debounced';
import { widgetMessages as M } from './messages';
import { framePath, widgetSnippets, type WidgetChoice } from './snippet';
import { widgetKeysQuery } from './widget-api';
import { WidgetPreview, SIZE } from './widget-preview';
import { WidgetSnippet } from './widget-snippet';

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
          <BoundedNumberField
            label={M.limit}
            text={limitText}
            error={errors.limit}
            min={WIDGET_LIMITS.minItems}
            max={WIDGET_LIMITS.maxItems}
            onText={setLimitText}
            onValue={(limit) => set({ limit })}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <BoundedNumberField
              label={M.width}
              text={widthText}
              error={errors.width}
              {...SIZE}
              unit="px"
              onText={setWidthText}
              onValue={(width) => set({ width })}
            />
            <BoundedNumberField
              label={M.height}
              text={heightText}
              error={errors.height}
              {...SIZE}
              unit="px"
              onText={setHeightText}
              onValue={(height) => set({ height })}
            />
          </Box>
        </Box>
      </Paper>

      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <WidgetPreview
          origins={key.allowedOrigins}
          width={choice.width}
          height={choice.height}
          src={showable ? previewSrc : null}
        />
        <WidgetSnippet snippets={snippets} disabled={!showable || Object.values(errors).some(Boolean)} />
      </Box>
    </Box>
  );
}

/**
 * A whole number between `min` and `max`: the text as typed stays in the field (with its error),
 * the choice changes only with a valid number.
 */
function BoundedNumberField(props: {
  label: string;
  text: string;
  error: string;
  min: number;
  max: number;
  unit?: string;
  onText: (text: string) => void;
  onValue: (value: number) => void;
}) {
  const { label, text, error, min, max, unit, onText, onValue } = props;
  return (
    <TextField
      label={label}
      type="number"
      value={text}
      error={!!error}
      helperText={error || ' '}
      slotProps={{
        htmlInput: { min, max, ...(unit ? { step: 10 } : {}) },
        ...(unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {}),
      }}
      onChange={(e) => {
        onText(e.target.value);
        if (inRange(Number(e.target.value), min, max)) onValue(Number(e.target.value));
      }}
    />
  );
}

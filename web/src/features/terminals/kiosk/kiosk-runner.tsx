import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import { applyVisibility, defaultValues, type ExternalForm, type FormValues } from '@sportello/contracts';
import { FieldList, FieldScopeContext, useFormScope, useFormState } from '../../../components/form';
import { kioskTexts } from '../kiosk-messages';
import { KioskLocale } from './kiosk-locale';
import { InactivityPopup } from './inactivity-popup';
import { kioskSections, plainValues, sectionValid } from './kiosk-form';
import { useInactivity } from './use-inactivity';

export interface KioskRunnerProps {
  form: ExternalForm;
  /** self: the hall kiosk (countdown, saves at the end); assisted: the desk's, answers go live. */
  mode: 'self' | 'assisted';
  /** Values a terminal back after a drop had already typed. */
  start?: FormValues;
  /** Every change (assisted: sent to the operator field by field). */
  onValues?: (values: Record<string, unknown>) => void;
  /** "End" on the last section (final), or the countdown at 0 (the answers so far). */
  onFinish: (values: Record<string, unknown>, final: boolean) => void;
  /** The intro's language choice (self). */
  langSwitch?: React.ReactNode;
}

/**
 * The kiosk (spec 2 §2 "Kiosk", §4 "Kiosk"): intro (tab 0), numbered sections, outro (the last
 * tab). Forward only when the section is valid, end only on the last section, backward, restart.
 * In self mode the inactivity countdown runs from the first section on.
 */
export function KioskRunner({ form, mode, start, onValues, onFinish, langSwitch }: KioskRunnerProps) {
  const sections = useMemo(() => kioskSections(form), [form]);
  const all = useMemo(
    () => ({ ...sections[0]!.template, fields: sections.flatMap((s) => s.template.fields) }),
    [sections],
  );
  const initial = useMemo(() => applyVisibility(all, { ...defaultValues(all), ...start }), [all, start]);
  const state = useFormState(all, initial);
  const [tab, setTab] = useState(0);
  const outro = sections.length + 1;
  const section = tab >= 1 && tab <= sections.length ? sections[tab - 1]! : null;
  const idPrefix = `k${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-`;
  const scope = useFormScope(idPrefix, state, section?.template.fields ?? []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [tried, setTried] = useState(false);
  const t = kioskTexts[form.lang];

  // Each change reaches the operator at once (assisted).
  const sentValues = useRef<string>('');
  useEffect(() => {
    if (!onValues) return;
    const plain = plainValues(state.values);
    const json = JSON.stringify(plain);
    if (json === sentValues.current) return;
    sentValues.current = json;
    onValues(plain);
  }, [state.values, onValues]);

  const go = (next: number) => {
    setTab(next);
    setTried(false);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const restart = useCallback(() => {
    state.reset(applyVisibility(all, defaultValues(all)));
    setTab(0);
    setTried(false);
  }, [state, all]);

  const forward = () => {
    if (section && !sectionValid(section, state.current())) {
      setTried(true);
      state.setSubmitted(true);
      return;
    }
    state.setSubmitted(false);
    go(tab + 1);
  };
  const end = () => {
    if (!section || tab !== sections.length) return;
    if (!sectionValid(section, state.current())) {
      setTried(true);
      state.setSubmitted(true);
      return;
    }
    onFinish(plainValues(state.current()), true);
    go(outro);
  };

  const timer = useInactivity({
    timeout: form.timeout,
    showPopupAt: form.showPopupAt,
    running: mode === 'self' && section !== null,
    onExpire: () => {
      // The answers given so far are kept (the server lets required ones be empty on a timeout).
      const values = plainValues(state.current());
      if (Object.keys(values).length) onFinish(values, false);
      restart();
    },
  });

  // After "end", the outro stays resetTimeout ms (10 s by default), then the kiosk starts again.
  useEffect(() => {
    if (tab !== outro || mode !== 'self') return;
    const t = window.setTimeout(restart, form.resetTimeout);
    return () => window.clearTimeout(t);
  }, [tab, outro, mode, form.resetTimeout, restart]);

  const label = (key: string) => form.labels[key] ?? key;
  const has = (b: string) => form.buttons.includes(b);
  const big = { minHeight: '3.5rem', minWidth: '9rem', fontSize: '1.25rem', px: 4 } as const;

  return (
    <KioskLocale lang={form.lang}>
      <Box
        component="main"
        lang={form.lang}
        sx={{
          maxWidth: '56rem',
          minHeight: '100vh',
          mx: 'auto',
          px: { xs: 2, md: 4 },
          py: { xs: 3, md: 5 },
          display: 'grid',
          alignContent: tab === 0 || tab === outro ? 'center' : 'start',
          gap: 4,
        }}
      >
        {tab === 0 ? (
          <Stack spacing={3} sx={{ textAlign: 'center', alignItems: 'center', py: 4 }}>
            <Typography variant="h3" component="h1" ref={headingRef} tabIndex={-1}>
              {form.intro.title}
            </Typography>
            <Typography sx={{ fontSize: '1.375rem', maxWidth: '40rem' }}>{form.intro.text}</Typography>
            {langSwitch}
            <Button
              variant="contained"
              size="large"
              endIcon={<ArrowForwardOutlined aria-hidden />}
              sx={big}
              onClick={() => go(1)}
            >
              {label('start')}
            </Button>
          </Stack>
        ) : tab === outro ? (
          <Stack spacing={3} sx={{ textAlign: 'center', alignItems: 'center', py: 6 }} role="status">
            <Typography variant="h3" component="h1" ref={headingRef} tabIndex={-1}>
              {form.outro.title}
            </Typography>
            <Typography sx={{ fontSize: '1.375rem' }}>{form.outro.text}</Typography>
          </Stack>
        ) : section ? (
          <Box
            component="form"
            noValidate
            aria-labelledby={`${idPrefix}title`}
            onSubmit={(e) => {
              e.preventDefault();
              if (tab === sections.length) end();
              else forward();
            }}
            sx={{ display: 'grid', gap: 4 }}
          >
            <Box>
              <Typography variant="overline" sx={{ fontSize: '1rem', color: 'text.secondary' }}>
                {t.sectionOf(tab, sections.length)}
              </Typography>
              <Typography
                variant="h4"
                component="h1"
                id={`${idPrefix}title`}
                ref={headingRef}
                tabIndex={-1}
                sx={{ display: 'flex', gap: 2, alignItems: 'center' }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-grid',
                    placeItems: 'center',
                    width: '2.75rem',
                    height: '2.75rem',
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    flex: 'none',
                  }}
                >
                  {tab}
                </Box>
                {section.title}
              </Typography>
            </Box>
            <Box className="kiosk-fields">
              <FieldScopeContext.Provider value={scope}>
                <FieldList fields={section.template.fields} />
              </FieldScopeContext.Provider>
            </Box>
            {tried && !sectionValid(section, state.values) ? (
              <Typography role="alert" sx={{ color: 'error.main', fontSize: '1.125rem' }}>
                {label('required')}
              </Typography>
            ) : null}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {has('backward') ? (
                  <Button
                    variant="outlined"
                    size="large"
                    startIcon={<ArrowBackOutlined aria-hidden />}
                    sx={big}
                    onClick={() => go(tab - 1)}
                  >
                    {label('backward')}
                  </Button>
                ) : null}
                {has('restart') ? (
                  <Button
                    variant="text"
                    size="large"
                    startIcon={<RestartAltOutlined aria-hidden />}
                    sx={big}
                    onClick={restart}
                  >
                    {label('restart')}
                  </Button>
                ) : null}
              </Box>
              {tab < sections.length ? (
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  endIcon={<ArrowForwardOutlined aria-hidden />}
                  sx={big}
                >
                  {label('forward')}
                </Button>
              ) : (
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  endIcon={<CheckOutlined aria-hidden />}
                  sx={big}
                >
                  {label('end')}
                </Button>
              )}
            </Box>
          </Box>
        ) : null}
      </Box>
      {timer.popup ? (
        <InactivityPopup
          title={label('popupTitle')}
          text={label('popupText').replace('{{seconds}}', String(timer.count))}
          restartLabel={label('restart')}
          continueLabel={label('continue')}
          onRestart={() => {
            timer.reset();
            restart();
          }}
          onContinue={timer.reset}
        />
      ) : null}
    </KioskLocale>
  );
}

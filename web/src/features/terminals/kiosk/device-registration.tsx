import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DEVICE_CODE_LENGTH, type KioskDevice } from '@sportello/contracts';
import { isApiError } from '../../../lib/api';
import { terminalsMessages as m } from '../messages';
import { registerDevice } from '../terminals-api';

const clean = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * A new device asks for the 4-character code shown at the desk (spec 2 §4 "Kiosk"): one box per
 * character, upper-cased as typed; Salva only when all 4 are filled. Pasting the code fills them.
 */
export function DeviceRegistration({ onRegistered }: { onRegistered: (device: KioskDevice) => void }) {
  const [chars, setChars] = useState<string[]>(() => Array(DEVICE_CODE_LENGTH).fill(''));
  const [error, setError] = useState<string | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const register = useMutation({ mutationFn: registerDevice });
  const complete = chars.every((c) => c.length === 1);

  const put = (from: number, text: string) => {
    const typed = clean(text).split('');
    if (!typed.length) return;
    setChars((prev) => {
      const next = [...prev];
      typed.slice(0, DEVICE_CODE_LENGTH - from).forEach((c, i) => (next[from + i] = c));
      return next;
    });
    setError(null);
    boxes.current[Math.min(from + typed.length, DEVICE_CODE_LENGTH - 1)]?.focus();
  };
  const onKey = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !chars[i] && i > 0) {
      e.preventDefault();
      setChars((prev) => prev.map((c, j) => (j === i - 1 ? '' : c)));
      boxes.current[i - 1]?.focus();
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!complete) return;
    try {
      onRegistered(await register.mutateAsync(chars.join('')));
    } catch (err) {
      if (!isApiError(err)) throw err;
      setError(err.message);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'grid', gap: 3, textAlign: 'center' }}
      >
        <Typography variant="h3" component="h1">
          {m.kiosk.registerTitle}
        </Typography>
        <Typography sx={{ fontSize: '1.25rem' }}>{m.kiosk.registerText}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
          {chars.map((c, i) => (
            <Box
              key={i}
              component="input"
              ref={(el: HTMLInputElement | null) => {
                boxes.current[i] = el;
              }}
              value={c}
              aria-label={m.kiosk.box(i + 1)}
              autoFocus={i === 0}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              maxLength={DEVICE_CODE_LENGTH}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                const v = e.target.value;
                if (!v) return setChars((prev) => prev.map((x, j) => (j === i ? '' : x)));
                put(i, v.length > 1 && v.startsWith(c) ? v.slice(c.length) : v);
              }}
              onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => onKey(i, e)}
              onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
                e.preventDefault();
                put(i, e.clipboardData.getData('text'));
              }}
              sx={{
                width: { xs: 64, sm: 88 },
                height: { xs: 80, sm: 104 },
                fontSize: { xs: '2.25rem', sm: '3rem' },
                fontWeight: 700,
                textAlign: 'center',
                fontFamily: 'monospace',
                border: 2,
                borderColor: error ? 'error.main' : 'grey.500',
                borderRadius: 2,
                outline: 'none',
                '&:focus': {
                  borderColor: 'primary.main',
                  boxShadow: (t) => `0 0 0 3px ${t.palette.primary.light}`,
                },
              }}
            />
          ))}
        </Box>
        {error ? (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.125rem' }}>
            {error}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!complete || register.isPending}
          sx={{ minHeight: 64, fontSize: '1.375rem', justifySelf: 'center', minWidth: 220 }}
        >
          {m.kiosk.save}
        </Button>
      </Box>
    </Box>
  );
}

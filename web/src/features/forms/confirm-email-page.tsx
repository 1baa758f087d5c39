import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import type { MessageReply } from '@sportello/contracts';
import { LinkOutcome } from '../../components/link-outcome';
import { api, isApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { formLinkMessages } from './messages';

const m = formLinkMessages.confirmEmail;

/**
 * /confirm-email?token=: the link e-mailed to a new address from "Impostazioni" makes it the
 * account's e-mail (POST /api/forms/confirm-email) and says how it went.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () =>
      api<MessageReply>('/api/forms/confirm-email', { method: 'POST', body: { token }, silent: true }),
    meta: { overlay: false },
  });
  const { mutate } = confirm;
  // A link is spent once: never post it twice (React's development double effects included).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate();
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  const text = confirm.isSuccess
    ? confirm.data.message
    : failed
      ? isApiError(confirm.error)
        ? confirm.error.message
        : m.invalid
      : m.checking;
  return (
    <LinkOutcome title={m.title} state={confirm.isSuccess ? 'done' : failed ? 'failed' : 'busy'} text={text}>
      <Button variant="contained" href={paths.appRoot()}>
        {m.openApp}
      </Button>
    </LinkOutcome>
  );
}

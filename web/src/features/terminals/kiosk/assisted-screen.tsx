import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useDocumentLang } from '../../../lib/use-document-lang';
import { kioskTexts } from '../kiosk-messages';
import { externalFormQuery } from '../terminals-api';
import { KioskRunner } from './kiosk-runner';
import type { DeviceSocket, Sharing } from './use-terminal-socket';

/**
 * The desk's terminal while the operator shares the survey: the chosen sections in the chosen
 * language; every answer goes to the operator's open profile as it is typed (kept while offline).
 */
export function AssistedScreen({ sharing, socket }: { sharing: Sharing; socket: DeviceSocket }) {
  const form = useQuery(externalFormQuery(sharing.formType, sharing.lang, sharing.sections.join(',')));
  const { send } = socket;
  const t = kioskTexts[sharing.lang];
  useDocumentLang(sharing.lang);
  const onValues = useCallback(
    (values: Record<string, unknown>) =>
      void send({ type: 'submitExternalForm', values, final: false }, { keep: true }),
    [send],
  );
  const onFinish = useCallback(
    (values: Record<string, unknown>) =>
      void send({ type: 'submitExternalForm', values, final: true }, { keep: true }),
    [send],
  );
  if (form.isPending) return <FullPageSpinner label={t.loading} />;
  if (!form.data)
    return (
      <Typography role="alert" lang={sharing.lang}>
        {t.loadError}
      </Typography>
    );
  return (
    <>
      {socket.state === 'closed' ? (
        <Typography
          role="status"
          lang={sharing.lang}
          sx={{ bgcolor: 'warning.light', p: 1.5, textAlign: 'center', fontSize: '1.125rem' }}
        >
          {t.offline}
        </Typography>
      ) : null}
      <KioskRunner form={form.data} mode="assisted" onValues={onValues} onFinish={onFinish} />
    </>
  );
}

import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { useParams, useRouteError } from 'react-router';
import { markCrashed } from '../../lib/crash-state';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ErrorScreen } from './error-screen';

/**
 * The error boundary: "Oops! Qualcosa è andato storto... Codice di errore 500". From here on,
 * links navigate with full reloads (a fresh start of the app).
 */
export function CrashPage({ fullPage }: { fullPage?: boolean }) {
  const error = useRouteError();
  const { env } = useParams();
  markCrashed();
  useDocumentTitle(messages.errors.crashTitle);
  useEffect(() => {
    console.error(error);
  }, [error]);
  const home = env ? paths.envRoot(env) : paths.appRoot();
  return (
    <ErrorScreen
      fullPage={fullPage}
      code="500"
      title={messages.errors.crashTitle}
      codeText={messages.errors.crashCode}
      hint={messages.errors.crashHint}
      actions={
        <>
          <Button variant="contained" href={home}>
            {messages.errors.backHome}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {messages.errors.reload}
          </Button>
        </>
      }
    />
  );
}

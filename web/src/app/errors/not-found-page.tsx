import Button from '@mui/material/Button';
import { useParams } from 'react-router';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ErrorScreen } from './error-screen';

/** "Non riusciamo a trovare quello che cercavi..." with code 404, inside the shell or on its own. */
export function NotFoundPage({ fullPage }: { fullPage?: boolean }) {
  const { env } = useParams();
  useDocumentTitle(messages.errors.notFoundTitle);
  return (
    <ErrorScreen
      fullPage={fullPage}
      code="404"
      title={messages.errors.notFoundTitle}
      codeText={messages.errors.notFoundCode}
      hint={messages.errors.notFoundHint}
      actions={
        <Button variant="contained" href={env ? paths.envRoot(env) : paths.appRoot()}>
          {messages.errors.backHome}
        </Button>
      }
    />
  );
}

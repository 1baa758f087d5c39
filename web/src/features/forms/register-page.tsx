import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TemplateForm } from '../../components/form';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { PublicPage } from '../../components/public-page';

/** /register: self-registration without a session (form type temporary-register). */
export function RegisterPage() {
  return (
    <PublicPage maxWidth={640}>
      <TemplateForm
        formType="temporary-register"
        layout="card"
        fallbackTitle={messages.forms.pages.register}
        successAction={
          <Button variant="contained" href={paths.login()}>
            {messages.auth.goToLogin}
          </Button>
        }
      />
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          {messages.forms.register.haveAccount}{' '}
        </Typography>
        <Link href={paths.login()} variant="body2">
          {messages.forms.register.login}
        </Link>
      </Box>
    </PublicPage>
  );
}

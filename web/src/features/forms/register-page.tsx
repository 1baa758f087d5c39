import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TemplateForm } from '../../components/form';
import { paths } from '../../lib/paths';
import { PublicPage } from '../../components/public-page';
import { authMessages } from '../auth';
import { formPageMessages } from './messages';

/** /register: self-registration without a session (form type temporary-register). */
export function RegisterPage() {
  return (
    <PublicPage maxWidth={640}>
      <TemplateForm
        formType="temporary-register"
        layout="card"
        fallbackTitle={formPageMessages.pages.register}
        successAction={
          <Button variant="contained" href={paths.login()}>
            {authMessages.goToLogin}
          </Button>
        }
      />
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          {formPageMessages.register.haveAccount}{' '}
        </Typography>
        <Link href={paths.login()} variant="body2">
          {formPageMessages.register.login}
        </Link>
      </Box>
    </PublicPage>
  );
}

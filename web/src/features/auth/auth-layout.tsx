import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { PublicPage } from '../../components/public-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The sign-in pages: the public page's card with a title and an optional subtitle. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <PublicPage>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: subtitle ? 0.5 : 3 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
      {children}
    </PublicPage>
  );
}

import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api';
import { messages } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { dynamicPageQuery } from './pages-api';
import { PageHtml } from './page-html';
import { pagesMessages } from './messages';

/** {pageId}: a page of HTML from the server (already sanitised there), or "Pagina non trovata". */
export function DynamicPage() {
  const { env = '', pageId = '' } = useParams();
  const page = useQuery(dynamicPageQuery(env, pageId));
  const notFound = page.isError && isApiError(page.error) && page.error.status === 404;
  useDocumentTitle(page.data?.title ?? (notFound ? pagesMessages.notFound : null));

  if (page.isPending) {
    return (
      <Box role="status" aria-label={messages.app.loading}>
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '40%', mb: 3 }} />
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Skeleton width="70%" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="85%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
        </Paper>
      </Box>
    );
  }
  if (notFound) {
    return (
      <EmptyState
        icon={<SearchOffOutlined fontSize="inherit" />}
        heading
        title={pagesMessages.notFound}
        text={pagesMessages.notFoundHint}
        action={
          <Button variant="contained" href={paths.envRoot(env)}>
            {messages.errors.backHome}
          </Button>
        }
      />
    );
  }
  if (page.isError) return <QueryError error={page.error} />;
  return (
    <>
      <PageHeader title={page.data.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <PageHtml html={page.data.html} />
      </Paper>
    </>
  );
}

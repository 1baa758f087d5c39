import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { formatDateTime } from '../../lib/dayjs';
import type { OutboxPageData } from './outbox-api';
import { BreakableEmail } from '../../components/breakable-email';
import { FailedAnswer, MailStatus, ResendButton } from './mail-status';
import { outboxMessages as m } from './messages';

/**
 * The outbox table: Data, Destinatario, Oggetto, Stato; a row (or its subject) opens the mail. A
 * mail that did not leave shows the server's answer under its subject and "Rinvia" by its state.
 */
export function OutboxTable(props: {
  data: OutboxPageData | undefined;
  loading: boolean;
  error: unknown;
  fetching: boolean;
  search: string;
  onOpen: (id: number) => void;
}) {
  const { data, loading, error, fetching, search, onOpen } = props;
  if (error && !data) return <QueryError error={error} />;
  if (!loading && data && data.elements.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState
          icon={<MailOutlined fontSize="inherit" />}
          title={search ? m.emptySearch(search) : m.empty}
        />
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      {fetching && !loading ? (
        <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-hidden />
      ) : null}
      <Table
        size="small"
        aria-label={m.title}
        aria-busy={loading || fetching}
        sx={{ '& td, & th': { py: 1.25 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 150 }}>{m.colDate}</TableCell>
            <TableCell sx={{ width: '32%' }}>{m.colTo}</TableCell>
            <TableCell>{m.colSubject}</TableCell>
            <TableCell sx={{ width: 160 }}>{m.colStatus}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading || !data
            ? [0, 1, 2, 3, 4].map((i) => (
                <TableRow key={i}>
                  {[0, 1, 2, 3].map((j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : data.elements.map((mail) => (
                <TableRow key={mail.id} hover onClick={() => onOpen(mail.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createdAt)}</TableCell>
                  <TableCell>
                    <BreakableEmail address={mail.to} />
                  </TableCell>
                  <TableCell>
                    <Link
                      component="button"
                      type="button"
                      onClick={(e: React.MouseEvent) => {
                        e.stopPropagation();
                        onOpen(mail.id);
                      }}
                      sx={{ textAlign: 'left', fontWeight: 600, font: 'inherit' }}
                    >
                      {mail.subject}
                    </Link>
                    <FailedAnswer mail={mail} />
                  </TableCell>
                  <TableCell>
                    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                      <MailStatus mail={mail} />
                      <ResendButton mail={mail} />
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VersionItem } from '@sportello/contracts';
import { QueryError } from '../../../components/query-error';
import { useAppScope } from '../../../lib/app-scope';
import { contentPaths } from '../list/content-paths';
import { reviewMessages as m } from './messages';
import { versionsQuery } from './review-api';

/**
 * Beyond the spec: every version of a content, two of them picked (older and newer) to compare in
 * every language, and any one restored as a new working version.
 */
export function VersionsDialog({
  id,
  open,
  busy,
  onClose,
  onRestore,
}: {
  id: number;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onRestore: (revision: number, label: string) => Promise<boolean>;
}) {
  const { env } = useAppScope();
  const navigate = useNavigate();
  const versions = useQuery({ ...versionsQuery(env, id), enabled: open });
  const data = versions.data?.data ?? [];
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const newest = data[0]?.revision ?? null;
  const oldest = data[1]?.revision ?? null;
  const pickedFrom = from ?? oldest;
  const pickedTo = to ?? newest;
  const nameOf = (v: VersionItem) => `${v.label} · ${v.time}`;

  const compare = () => {
    if (pickedFrom == null || pickedTo == null) return;
    const [a, b] = pickedFrom < pickedTo ? [pickedFrom, pickedTo] : [pickedTo, pickedFrom];
    onClose();
    void navigate(contentPaths.versions(env, id, a, b));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="versions-title">
      <DialogTitle id="versions-title">{m.versionsTitle}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 600 }}>
        <DialogContentText sx={{ mb: 1 }}>{m.versionsIntro}</DialogContentText>
        {versions.isError ? (
          <QueryError error={versions.error} />
        ) : !versions.data ? (
          <Box role="status" aria-busy="true">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        ) : (
          <Table size="small" aria-label={m.versionsTitle}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">{m.versionFrom}</TableCell>
                <TableCell padding="checkbox">{m.versionTo}</TableCell>
                <TableCell>{m.versions}</TableCell>
                <TableCell>{m.author}</TableCell>
                <TableCell>{m.columns.langs}</TableCell>
                {versions.data.canRestore ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((v) => (
                <TableRow key={v.revision} selected={v.revision === pickedFrom || v.revision === pickedTo}>
                  <TableCell padding="checkbox">
                    <Radio
                      checked={v.revision === pickedFrom}
                      onChange={() => setFrom(v.revision)}
                      slotProps={{ input: { 'aria-label': `${m.versionFrom}: ${nameOf(v)}` } }}
                    />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Radio
                      checked={v.revision === pickedTo}
                      onChange={() => setTo(v.revision)}
                      slotProps={{ input: { 'aria-label': `${m.versionTo}: ${nameOf(v)}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <strong>{v.label}</strong>
                    <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                      {v.time}
                    </Box>
                  </TableCell>
                  <TableCell>{v.author}</TableCell>
                  <TableCell>{v.langs.join(', ').toUpperCase()}</TableCell>
                  {versions.data.canRestore ? (
                    <TableCell align="right">
                      {!v.isHead ? (
                        <Button
                          size="small"
                          disabled={busy}
                          onClick={() => void onRestore(v.revision, nameOf(v)).then((ok) => ok && onClose())}
                        >
                          {m.restore}
                        </Button>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m.cancel}</Button>
        <Button
          variant="contained"
          onClick={compare}
          disabled={pickedFrom == null || pickedTo == null || pickedFrom === pickedTo}
        >
          {m.compareVersions}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

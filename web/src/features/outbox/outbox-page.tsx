import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MailDialog } from './mail-dialog';
import { outboxListQuery } from './outbox-api';
import { OutboxTable } from './outbox-table';
import { outboxMessages } from './messages';

/** "Posta in uscita" (admins): the mails Sportello sent or queued; search, pages, a mail in a dialog. */
export function OutboxPage() {
  useDocumentTitle(outboxMessages.title);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [input, setInput] = useState(search);
  const settled = useDebounced(input.trim(), 300);
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    if (settled === search) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (settled) next.set('search', settled);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [settled, search, setParams]);

  const list = useQuery({ ...outboxListQuery(page, search), placeholderData: keepPreviousData });
  const data = list.data;
  // Someone without the right sees why (below), not a search box that cannot work.
  const forbidden = list.error instanceof ApiError && list.error.code === 'forbidden';

  const goToPage = (n: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });

  return (
    <>
      <PageHeader
        title={outboxMessages.title}
        subtitle={outboxMessages.intro}
        actions={
          forbidden ? null : (
            <TextField
              size="small"
              type="search"
              label={outboxMessages.searchLabel}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              sx={{ width: 320, bgcolor: 'background.paper' }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )
        }
      />
      <OutboxTable
        data={data}
        loading={list.isPending}
        error={list.error}
        search={search}
        fetching={list.isFetching}
        onOpen={setOpenId}
      />
      {data && data.totalItems > 0 ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            mt: 2,
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
            {outboxMessages.total(data.totalItems)}
          </Typography>
          {data.totalPages > 1 ? (
            <Pagination
              page={data.currentPage}
              count={data.totalPages}
              onChange={(_e, n) => goToPage(n)}
              color="primary"
              showFirstButton
              showLastButton
              aria-label={outboxMessages.pagination}
            />
          ) : null}
        </Box>
      ) : null}
      {openId !== null ? <MailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

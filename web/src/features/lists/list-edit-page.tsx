import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ListEditAction, ListEditTemplate, ListElement, ListElementsPage } from '@sportello/contracts';
import { useConfirm } from '../../components/confirm-provider';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { formatDate } from '../../lib/dayjs';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ListElements } from './list-elements';
import { useListPaths } from './list-paths';
import { listTitleCounter, listTitleError } from './list-title';
import { deleteList, listEditTemplateQuery, listElementsQuery, refreshLists, updateList } from './lists-api';
import { listsMessages as m } from './messages';

/** list/edit/{listId} (spec 2 §2, §4 "List edit"): the template's actions, the title, special, the elements. */
export function ListEditPage({ onOpen }: { onOpen: (element: ListElement, listId: number) => void }) {
  const { listId } = useParams();
  const id = Number(listId);
  const { env } = useAppScope();
  const template = useQuery(listEditTemplateQuery(env));
  const page = useQuery({ ...listElementsQuery(env, id), enabled: Number.isInteger(id) && id > 0 });
  useDocumentTitle(page.data?.list.title ?? m.edit.heading);
  const error = template.error ?? page.error;
  if (error) return <QueryError error={error} />;
  if (!template.data || !page.data)
    return (
      <Box aria-busy="true" aria-label={m.tab.loading} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="text" width={260} sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  return (
    <ListEditForm
      key={page.data.list.id}
      template={template.data}
      page={page.data}
      onOpen={(e) => onOpen(e, id)}
    />
  );
}

function ListEditForm({
  template,
  page,
  onOpen,
}: {
  template: ListEditTemplate;
  page: ListElementsPage;
  onOpen: (element: ListElement) => void;
}) {
  const list = page.list;
  const client = useQueryClient();
  const confirm = useConfirm();
  const to = useListPaths();
  const [title, setTitle] = useState(list.title);
  const [special, setSpecial] = useState(list.special);
  const [touched, setTouched] = useState(false);
  const titleError = listTitleError(title, 'page');
  const save = useMutation({ mutationFn: () => updateList(list.id, { title: title.trim(), special }) });
  const remove = useMutation({ mutationFn: () => deleteList(list.id) });

  const ask = (action: ListEditAction) =>
    action.confirm
      ? confirm({ ...action.confirm, type: action.type === 'delete' ? 1 : 0 })
      : Promise.resolve(true);

  const run = async (action: ListEditAction) => {
    try {
      if (action.type === 'cancel') return to.toTable();
      if (action.type === 'save') {
        setTouched(true);
        // Blocked while the title has an error, said in a snack (spec 2 §4).
        if (titleError) return notify({ message: titleError, severity: 'error' });
        if (!(await ask(action))) return;
        await save.mutateAsync();
        notify({ message: m.toast.modified, severity: 'success' });
        await refreshLists(client);
        return to.toTable();
      }
      if (!(await ask(action))) return;
      await remove.mutateAsync();
      notify({ message: m.toast.deleted, severity: 'success' });
      await refreshLists(client);
      return to.toTable();
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };

  const busy = save.isPending || remove.isPending;
  return (
    <>
      <PageHeader
        title={template.title}
        subtitle={`${m.edit.created(formatDate(list.creationDate), list.creator)} · ${m.tab.items(list.elementsCount)}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {template.actions.map((a) => (
              <Button
                key={a.type}
                variant={a.variant}
                color={a.color}
                disabled={busy}
                onClick={() => void run(a)}
              >
                {a.label}
              </Button>
            ))}
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'grid', gap: 1.5, maxWidth: 720 }}>
        <TextField
          label={template.fields.title.label}
          placeholder={template.fields.title.placeholder}
          value={title}
          required
          onChange={(e) => {
            setTitle(e.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={touched && !!titleError}
          helperText={(touched && titleError) || listTitleCounter(title)}
        />
        <FormControlLabel
          control={<Switch checked={special} onChange={(e) => setSpecial(e.target.checked)} />}
          label={template.fields.special.label}
        />
      </Paper>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {template.labels.elements ?? m.edit.elements}
      </Typography>
      <ListElements page={page} onOpen={onOpen} />
    </>
  );
}

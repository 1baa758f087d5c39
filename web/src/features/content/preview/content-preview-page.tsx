import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { visuallyHidden } from '../../../components/table/table-cells';
import { useConfirm } from '../../../components/confirm-provider';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useAppScope } from '../../../lib/app-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { inEnv } from '../guides/guide-list-api';
import { refreshContentLists, removeContent } from '../list/content-list-api';
import { contentPaths } from '../list/content-paths';
import { ListError } from '../list/list-error';
import { previewMessages as m } from './messages';
import { asLang, previewLangOf, previewQuery } from './preview-api';
import { PreviewFrame, PreviewLanguages } from './preview-frame';
import { useWindowHeight } from './use-window-height';

/** The frame is the window's height minus 145 px (spec 1 §9). */
const FRAME_OFFSET = 145;
const FRAME_MIN = 320;

/**
 * Content preview (/content/preview/:contentId/:lang?; spec 1 §2): the title, the server's actions
 * (Modifica, the way back, Revisiona, the delete request's answers), a switcher of the content's languages (in the address) and the rendered content in a
 * frame as tall as the window allows.
 */
export function ContentPreviewPage() {
  const { env, config } = useAppScope();
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.contentId);
  const valid = Number.isInteger(id) && id > 0;
  const preview = useQuery({ ...previewQuery(env, valid ? id : 0), enabled: valid });
  const confirm = useConfirm();
  const client = useQueryClient();
  const remove = useMutation({ mutationFn: removeContent });
  const height = Math.max(FRAME_MIN, useWindowHeight() - FRAME_OFFSET);
  const reply = preview.data;
  useDocumentTitle(reply ? `${m.title}: ${reply.title}` : m.title);

  if (!valid || preview.isError) {
    return <ListError error={preview.error} />;
  }
  if (!reply) {
    return (
      <Box role="status" aria-busy="true">
        <span style={visuallyHidden}>{m.loading}</span>
        <Skeleton width={360} height={40} />
        <Skeleton width={160} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={height} />
      </Box>
    );
  }

  const lang = previewLangOf(reply, asLang(params.lang));
  const editable =
    reply.actions.some((a) => a.action === 'edit') && !config.disabledRoutes.includes(`${reply.family}/edit`);
  const back = reply.actions.find((a) => a.action === 'list');
  const review = reply.actions.find((a) => a.action === 'review');
  const deleteActions = reply.actions.filter(
    (a) => a.action === 'cancelDeleteRequest' || a.action === 'confirmDeleteRequest',
  );

  /** The delete request's answer (spec 1 §4): asked first; a confirmed deletion goes to /content. */
  const answerDelete = async (action: (typeof deleteActions)[number]) => {
    const cancel = action.action === 'cancelDeleteRequest';
    const ok = await confirm({
      title: `${action.label}: ${reply.title}`,
      text: action.confirm,
      type: cancel ? 0 : 1,
      confirmLabel: action.label,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: reply.id, cancel });
    } catch (e) {
      if (!isApiError(e)) throw e;
      return;
    }
    notify({ message: cancel ? m.deleteCancelled : m.deleted, severity: 'success' });
    await refreshContentLists(client);
    if (cancel) await preview.refetch();
    else void navigate(contentPaths.list(env, 'content'));
  };
  const frameSrc = lang ? inEnv(lang.url, env) : null;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {reply.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {m.title} · {reply.type}
          </Typography>
        </Box>
        <PreviewLanguages
          langs={reply.contentLangs.data}
          value={lang?.language ?? null}
          onChange={(next) => void navigate(contentPaths.preview(env, reply.id, next))}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {frameSrc ? (
            <Tooltip title={m.newTab}>
              <IconButton href={frameSrc} target="_blank" rel="noopener" aria-label={m.newTab}>
                <OpenInNew />
              </IconButton>
            </Tooltip>
          ) : null}
          {back ? (
            <Button
              variant="outlined"
              href={contentPaths.list(env, reply.family)}
              startIcon={<ArrowBack aria-hidden />}
            >
              {back.label}
            </Button>
          ) : null}
          {deleteActions.map((a) => (
            <Button
              key={a.action}
              variant="outlined"
              color={a.action === 'confirmDeleteRequest' ? 'error' : 'primary'}
              disabled={remove.isPending}
              onClick={() => void answerDelete(a)}
              startIcon={
                a.action === 'confirmDeleteRequest' ? (
                  <DeleteForeverOutlined aria-hidden />
                ) : (
                  <RestoreFromTrashOutlined aria-hidden />
                )
              }
            >
              {a.label}
            </Button>
          ))}
          {review ? (
            <Button
              variant="contained"
              href={contentPaths.review(env, reply.id)}
              startIcon={<RateReviewOutlined aria-hidden />}
            >
              {review.label}
            </Button>
          ) : null}
          {editable ? (
            <Button
              variant="contained"
              href={contentPaths.edit(env, reply.family, reply.id)}
              startIcon={<EditOutlined aria-hidden />}
            >
              {reply.actions.find((a) => a.action === 'edit')?.label}
            </Button>
          ) : null}
        </Box>
      </Box>
      {frameSrc && lang ? (
        <PreviewFrame src={frameSrc} contentTitle={reply.title} languageLabel={lang.label} height={height} />
      ) : null}
    </>
  );
}

import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { HistoryModal } from '../../notifications';
import { visuallyHidden } from '../../../components/table/table-cells';
import { useAppScope } from '../../../lib/app-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListError } from '../list/list-error';
import { compareLanguage } from './compare-model';
import { CompareLanguage } from './compare-language';
import { DiscardModal } from './discard-modal';
import { reviewMessages as m } from './messages';
import { compareQuery } from './review-api';
import { ReviewAside } from './review-aside';
import { useReviewActions } from './use-review-actions';
import { VersionsDialog } from './versions-dialog';

/**
 * Content compare (spec 1 §2): the published version (old) beside the working one (new) — or any
 * two versions picked from the history — language by language, field by field and block by block,
 * with the review buttons beside it.
 */
export function CompareScreen({ id, vt, from, to }: { id: number; vt: boolean; from: string; to: string }) {
  const { env } = useAppScope();
  const compare = useQuery(compareQuery(env, id, from, to, vt));
  const reply = compare.data;
  const actions = useReviewActions(reply);
  // A reviewer reads what changed; the rest is a switch away.
  const [onlyChanges, setOnlyChanges] = useState(true);
  useDocumentTitle(reply ? `${m.compareTitle}: ${reply.info.title}` : m.compareTitle);

  const languages = useMemo(() => {
    if (!reply) return [];
    return reply.contentLangs.data
      .map((lang) => ({
        lang,
        compare: compareLanguage(reply.dataOld[lang.language] ?? null, reply.dataNew[lang.language] ?? null),
      }))
      .filter((l) => l.compare.rows.length > 0 || l.compare.state !== 'same');
  }, [reply]);

  if (compare.isError) return <ListError error={compare.error} />;
  if (!reply)
    return (
      <Box role="status" aria-busy="true">
        <span style={visuallyHidden}>{m.compareLoading}</span>
        <Skeleton width={360} height={40} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Box>
    );

  const oldTitle = reply.params.custom
    ? `${reply.sides.old.label}${reply.sides.old.time ? ` · ${reply.sides.old.time}` : ''}`
    : reply.labels.old;
  const newTitle = reply.params.custom
    ? `${reply.sides.new.label}${reply.sides.new.time ? ` · ${reply.sides.new.time}` : ''}`
    : reply.labels.new;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 260px' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
              {reply.info.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {m.compareTitle} · {reply.info.type}
              {reply.params.custom ? ` · ${m.comparing(reply.sides.old.label, reply.sides.new.label)}` : ''}
            </Typography>
          </Box>
          <Chip
            label={reply.info.status.name}
            color={reply.info.status.code === 'pending' ? 'warning' : 'default'}
            variant="outlined"
          />
          <FormControlLabel
            control={<Switch checked={onlyChanges} onChange={(e) => setOnlyChanges(e.target.checked)} />}
            label={m.onlyChanges}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {m.diffLegend}
        </Typography>
        {languages.map(({ lang, compare: c }) => (
          <CompareLanguage
            key={lang.language}
            id={`compare-${lang.language}`}
            label={lang.label}
            flag={lang.flag}
            compare={c}
            labels={reply.labels}
            oldTitle={oldTitle}
            newTitle={newTitle}
            onlyChanges={onlyChanges}
          />
        ))}
      </Box>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
        <ReviewAside
          reply={reply}
          busy={actions.busy}
          onRun={(b) => void actions.run(b)}
          onVersions={() => actions.setVersionsOpen(true)}
        />
      </Box>
      {actions.discarding ? (
        <DiscardModal
          open
          mail={reply.discardMail}
          title={reply.info.title}
          busy={actions.busy}
          onClose={actions.closeDiscard}
          onSend={actions.discard}
        />
      ) : null}
      <HistoryModal
        contentId={id}
        title={reply.info.title}
        open={actions.historyOpen}
        onClose={() => actions.setHistoryOpen(false)}
      />
      <VersionsDialog
        id={id}
        open={actions.versionsOpen}
        busy={actions.busy}
        onClose={() => actions.setVersionsOpen(false)}
        onRestore={actions.restore}
      />
    </Box>
  );
}

import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import type { ExploreConfig, ExploreLocale } from '@sportello/contracts';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { useAppScope } from '../../../lib/app-scope';
import { assetQuery, previewTemplateQuery } from '../api/explore-api';
import { exploreMessages as m } from '../messages';
import type { ItemActionsRenderer } from '../parts/item-actions';
import { LanguageSelect } from '../parts/language-select';
import { PreviewBody } from './preview-body';
import { PreviewHeader } from './preview-header';

/** Scrollable modal content maximum height (spec 2 §9). */
const CONTENT_MAX = 600;

/**
 * explore-preview-modal (spec 2 §2): an item opened by id, type and locale — the address holds
 * item=type:id and its language, so a preview can be linked. Header and body follow the type's
 * preview template; the language switch reads the item in another of its languages; the action
 * slot takes the lists' and favourites' buttons.
 */
export function ExplorePreviewModal({
  graphUrl,
  config,
  type,
  id,
  locale,
  onLocale,
  onClose,
  itemActions,
}: {
  graphUrl: string;
  config: ExploreConfig;
  type: string;
  id: string;
  locale: ExploreLocale;
  onLocale: (locale: ExploreLocale) => void;
  onClose: () => void;
  itemActions?: ItemActionsRenderer;
}) {
  const { env } = useAppScope();
  const titleId = useId();
  const asset = useQuery({ ...assetQuery(env, graphUrl, id, type, locale), placeholderData: (prev) => prev });
  const template = useQuery(previewTemplateQuery(env, type));
  const error = asset.error ?? template.error;
  const ready = asset.data && template.data;

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      className="explore-preview-modal"
      slotProps={{ paper: { sx: { borderRadius: 2 } } }}
    >
      <DialogTitle component="div" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', pr: 7 }}>
        <Box sx={{ flex: 1, minWidth: 0 }} aria-busy={!ready}>
          {ready ? (
            <PreviewHeader asset={asset.data!} template={template.data!} config={config} titleId={titleId} />
          ) : (
            <>
              <Skeleton width="20%" />
              <Skeleton width="60%" height={40} />
              <span id={titleId} hidden>
                {m.preview.loading}
              </span>
            </>
          )}
        </Box>
        {asset.data ? (
          <LanguageSelect
            // Only the languages the item is written in; one it lacks shows the language it is read in.
            value={asset.data.langs.includes(locale) ? locale : asset.data.locale}
            onChange={onLocale}
            label={m.previewLanguage}
            only={asset.data.langs}
            note={asset.data.langs.includes(locale) ? undefined : m.previewNotIn(locale, asset.data.locale)}
          />
        ) : null}
        <IconButton
          aria-label={m.preview.close}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: CONTENT_MAX }}>
        {error ? (
          <QueryError error={error} />
        ) : asset.data === null ? (
          <EmptyState title={m.preview.missing} />
        ) : ready ? (
          <Box lang={asset.data!.locale}>
            <PreviewBody template={template.data!} asset={asset.data!} />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }} aria-label={m.preview.loading}>
            <Skeleton variant="rounded" height={180} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="70%" />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {asset.data ? (
          <Box role="group" aria-label={m.preview.actions} sx={{ display: 'flex', gap: 1, flex: 1 }}>
            {itemActions?.(asset.data, 'preview')}
          </Box>
        ) : (
          <Box sx={{ flex: 1 }} />
        )}
        <Button onClick={onClose}>{m.preview.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

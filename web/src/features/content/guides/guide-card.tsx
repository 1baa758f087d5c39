import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { GuideListItem } from '@sportello/contracts';
import { RowActionsMenu } from '../../../components/table/row-actions-menu';
import { ContentStatusChip } from '../list/content-status';
import { LangChips } from '../list/lang-chips';
import { inEnv } from './guide-list-api';
import { guideMessages as m } from './messages';

/** The card text is cut after this many characters (spec 1 §9 "truncation at 250"). */
const TEXT_MAX = 250;
const truncate = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX).trimEnd()}…` : text);

type CardAction = GuideListItem['actions'][number];

/** The "⋮" of a card: edit, one PDF per language (links), delete. */
function CardMenu({
  item,
  env,
  onAction,
}: {
  item: GuideListItem;
  env: string;
  onAction: (action: CardAction) => void;
}) {
  const actions = item.actions.map((a) => ({
    action: a.action,
    label: a.name,
    icon: a.icon,
    danger: a.action === 'delete',
    href: a.action === 'download' && a.link ? inEnv(a.link, env) : undefined,
    source: a,
  }));
  return (
    <RowActionsMenu
      actions={actions}
      label={m.moreActions(item.name)}
      onChoose={(a) => onAction(a.source)}
      buttonSx={{
        position: 'absolute',
        top: 8,
        right: 8,
        bgcolor: 'rgba(255,255,255,0.92)',
        boxShadow: 1,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    />
  );
}

/**
 * A guide or report (spec 1 §3 "Guide list item"): the whole card downloads its PDF; the menu
 * beside it edits, downloads another language or deletes.
 */
export function GuideCard({
  item,
  env,
  downloadLabel,
  onAction,
}: {
  item: GuideListItem;
  env: string;
  downloadLabel: string;
  onAction: (action: CardAction, item: GuideListItem) => void;
}) {
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%', display: 'flex' }}>
      <CardActionArea
        href={inEnv(item.download, env)}
        download
        aria-label={m.downloadOf(downloadLabel, item.name)}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {item.image ? (
          <Box
            component="img"
            src={item.image.src}
            alt=""
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: 150, objectFit: 'cover', bgcolor: 'grey.100' }}
          />
        ) : (
          <Box
            sx={{
              height: 150,
              bgcolor: 'grey.100',
              color: 'grey.400',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <ImageOutlined sx={{ fontSize: 48 }} aria-hidden />
          </Box>
        )}
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase', mr: 'auto' }}
            >
              {item.type}
            </Typography>
            <LangChips langs={item.langs} />
          </Box>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.3 }}>
            {item.name}
          </Typography>
          {item.text ? (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {truncate(item.text)}
            </Typography>
          ) : null}
          <Box sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <ContentStatusChip status={item.status} isExpired={false} />
            <Box
              component="span"
              sx={{
                ml: 'auto',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                color: 'primary.main',
                fontWeight: 600,
                fontSize: 14,
              }}
            >
              <FileDownloadOutlined fontSize="small" aria-hidden />
              {downloadLabel}
            </Box>
          </Box>
        </CardContent>
      </CardActionArea>
      <CardMenu item={item} env={env} onAction={(a) => onAction(a, item)} />
    </Card>
  );
}

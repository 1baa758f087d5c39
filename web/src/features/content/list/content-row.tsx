import type { KeyboardEvent, MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { ContentListItem, ContentListReply, ContentRowAction, TableAction } from '@sportello/contracts';
import { AddToListAction } from '../../lists';
import { RowActionsMenu } from '../../../components/table/row-actions-menu';
import { ACTIONS_CELL } from '../../../components/table/sticky-actions';
import { formatDate } from '../../../lib/dayjs';
import { ContentStatusChip } from './content-status';
import { CreatorCell } from './creator-cell';
import { LangChips } from './lang-chips';
import { listMessages as m } from './messages';
import { RUNNABLE_ACTIONS } from './use-content-actions';

/** Thumbnails are 80×80 (spec 1 §9). */
export const THUMB = 80;

/** A click on a control inside the row, or inside a dialog it opened, is not the row's. */
const fromControl = (e: MouseEvent<HTMLElement>) => {
  const target = e.target as HTMLElement;
  if (!e.currentTarget.contains(target)) return true;
  return target.closest('button, a, input, [role="menuitem"], [role="option"]') !== null;
};

const DANGER = new Set(['delete', 'delete_lang']);

/** The row's actions as the tables' menu takes them: the ones this screen runs, not disabled. */
const menuActions = (actions: ContentRowAction[]): TableAction[] =>
  actions
    .filter((a) => RUNNABLE_ACTIONS.has(a.action) && !a.disabled)
    .map((a) => ({
      action: a.action,
      label: a.name,
      icon: a.icon,
      danger: DANGER.has(a.action),
      divider: false,
    }))
    .sort((a, b) => Number(a.danger) - Number(b.danger));

export function Thumbnail({ image }: { image: ContentListItem['image'] }) {
  return image ? (
    <Box
      component="img"
      src={image.src}
      alt={image.alt}
      loading="lazy"
      width={THUMB}
      height={THUMB}
      sx={{ display: 'block', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
    />
  ) : (
    <Box
      role="img"
      aria-label={m.noImage}
      sx={{
        width: THUMB,
        height: THUMB,
        borderRadius: 1,
        bgcolor: 'grey.100',
        color: 'grey.400',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <ImageOutlined fontSize="large" aria-hidden />
    </Box>
  );
}

/** The reviewer: image and name, and "take over" when the server offers it (confirm first). */
function ReviewerCell({
  row,
  onTakeOver,
}: {
  row: ContentListItem;
  onTakeOver: (row: ContentListItem, confirm: string) => void;
}) {
  const reviewer = row.reviewer;
  if (!reviewer) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {reviewer.name ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Avatar src={reviewer.image ?? undefined} alt="" sx={{ width: 24, height: 24, fontSize: 12 }}>
            {reviewer.name.slice(0, 1)}
          </Avatar>
          <Typography variant="body2">{reviewer.name}</Typography>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {m.noReviewer}
        </Typography>
      )}
      {reviewer.action ? (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onTakeOver(row, reviewer.action!.confirm)}
          aria-label={m.takeOverOf(row.name)}
          sx={{ py: 0, fontSize: 12 }}
        >
          {m.takeOver}
        </Button>
      ) : null}
    </Box>
  );
}

/** One content: row click (or Enter on the focused row) opens it; the menu runs its actions. */
export function ContentRow({
  row,
  columns,
  addToList = false,
  showReviewer,
  onOpen,
  onAction,
  onHistory,
  onTakeOver,
}: {
  row: ContentListItem;
  columns: ContentListReply['columns'];
  addToList?: boolean;
  showReviewer: boolean;
  onOpen: (row: ContentListItem) => void;
  onAction: (action: ContentRowAction, row: ContentListItem) => void;
  onHistory: (row: ContentListItem) => void;
  onTakeOver: (row: ContentListItem, confirm: string) => void;
}) {
  const actions = menuActions(row.actions);
  const click = (e: MouseEvent<HTMLTableRowElement>) => {
    if (fromControl(e) || window.getSelection()?.toString()) return;
    onOpen(row);
  };
  const key = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) {
      e.preventDefault();
      onOpen(row);
    }
  };

  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={click}
      onKeyDown={key}
      sx={{
        cursor: 'pointer',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <TableCell sx={{ width: THUMB + 16, py: 1, pr: 0 }}>
        <Thumbnail image={row.image} />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <Typography component="span" sx={{ fontWeight: 700, color: 'primary.dark', display: 'block' }}>
          {row.name}
        </Typography>
        <LangChips langs={row.langs} sx={{ mt: 0.5 }} />
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>
        <CreatorCell row={row} />
      </TableCell>
      {columns.created ? (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.created)}</TableCell>
      ) : null}
      <TableCell>{row.type}</TableCell>
      <TableCell align="right">
        <Badge
          color="error"
          badgeContent={row.updates.unread}
          slotProps={{ badge: { 'aria-label': m.unread(row.updates.unread) } as object }}
        >
          <Button
            size="small"
            variant="text"
            onClick={() => onHistory(row)}
            aria-label={m.openHistory(row.updates.count, row.name)}
            title={m.updatesOf(row.updates.count, row.updates.label)}
            sx={{
              minWidth: 40,
              fontWeight: 700,
              color: row.updates.count ? 'primary.dark' : 'text.secondary',
            }}
          >
            {row.updates.count}
          </Button>
        </Badge>
      </TableCell>
      <TableCell>
        <ContentStatusChip status={row.status} isExpired={row.isExpired} />
      </TableCell>
      {showReviewer ? (
        <TableCell sx={{ minWidth: 130 }}>
          <ReviewerCell row={row} onTakeOver={onTakeOver} />
        </TableCell>
      ) : null}
      {columns.api ? (
        <TableCell align="center">
          {row.api ? (
            <CheckCircleOutlined color="success" titleAccess={m.apiYes} />
          ) : (
            <RemoveCircleOutline sx={{ color: 'text.disabled' }} titleAccess={m.apiNo} />
          )}
        </TableCell>
      ) : null}
      <TableCell align="center" className={ACTIONS_CELL} sx={{ py: 0 }}>
        {addToList && row.status.code === 'published' ? (
          <AddToListAction
            place="row"
            item={{ resId: String(row.id), type: 'content', locale: 'it', title: row.name }}
          />
        ) : null}
        <RowActionsMenu
          actions={actions}
          label={m.rowActions(row.name)}
          onChoose={(a) => {
            const original = row.actions.find((o) => o.action === a.action);
            if (original) onAction(original, row);
          }}
        />
      </TableCell>
    </TableRow>
  );
}

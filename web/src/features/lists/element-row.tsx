import { memo, useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LowPriorityOutlined from '@mui/icons-material/LowPriorityOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import type { ListElement } from '@sportello/contracts';
import { listsMessages as m } from './messages';

export interface ElementRowProps {
  element: ListElement;
  canDrag: boolean;
  selected: boolean;
  /** Without it (a profile's favourites) the row has no selection box. */
  onSelect?: ((id: number, on: boolean) => void) | undefined;
  onOpen: (element: ListElement) => void;
  onSort: (element: ListElement) => void;
  /** Without it (a profile's favourites) the menu has no copy/move. */
  onCopy?: ((element: ListElement) => void) | undefined;
  onRemove: (element: ListElement) => void;
}

/**
 * One element of a list: drag handle (pointer, or keyboard: space, arrows, space), selection box,
 * picture, type, title, the red status label of an expired or withdrawn asset; a click opens its
 * preview; the menu reorders, copies/moves or removes it.
 */
export const ElementRow = memo(function ElementRow({
  element,
  canDrag,
  selected,
  onSelect,
  onOpen,
  onSort,
  onCopy,
  onRemove,
}: ElementRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: element.id, disabled: !canDrag });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const v = element.values;
  const close = () => setMenu(null);
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-element-id={element.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
      }}
    >
      {canDrag ? (
        <Tooltip title={m.sort.drag}>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            {...attributes}
            {...listeners}
            aria-label={`${m.sort.drag}: ${element.title}`}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorOutlined />
          </IconButton>
        </Tooltip>
      ) : null}
      {onSelect ? (
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(element.id, e.target.checked)}
          slotProps={{ input: { 'aria-label': m.item.select(element.title) } }}
        />
      ) : null}
      <Typography
        variant="body2"
        aria-label={m.item.positionOf(element.position)}
        sx={{ width: 28, textAlign: 'right', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
      >
        {element.position}
      </Typography>
      <ButtonBase
        onClick={() => onOpen(element)}
        aria-label={m.item.open(element.title)}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          gap: 1.5,
          borderRadius: 1,
          p: 0.5,
        }}
      >
        {v.img ? (
          <Box
            component="img"
            src={v.img.src}
            alt=""
            loading="lazy"
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flex: 'none' }}
          />
        ) : (
          <Box
            sx={{
              width: 64,
              height: 64,
              borderRadius: 1,
              bgcolor: 'grey.100',
              color: 'grey.500',
              display: 'grid',
              placeItems: 'center',
              flex: 'none',
            }}
          >
            <ImageOutlined aria-hidden />
          </Box>
        )}
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
          <Typography
            variant="caption"
            sx={{ color: 'primary.dark', fontWeight: 650, textTransform: 'uppercase', letterSpacing: 0.4 }}
          >
            {v.typeLabel || element.type}
            {element.locale !== 'it' ? ` · ${element.locale.toUpperCase()}` : ''}
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{element.title}</Typography>
          {v.subtitle ? (
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {v.subtitle}
            </Typography>
          ) : null}
          {v.status ? (
            <Typography
              variant="body2"
              sx={{ color: 'error.main', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <ErrorOutlineOutlined aria-hidden sx={{ fontSize: 18 }} />
              {v.status.label}
            </Typography>
          ) : null}
        </Box>
      </ButtonBase>
      <IconButton aria-label={m.item.actions(element.title)} onClick={(e) => setMenu(e.currentTarget)}>
        <MoreVertOutlined />
      </IconButton>
      <Menu anchorEl={menu} open={!!menu} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onSort(element);
          }}
        >
          <ListItemIcon>
            <LowPriorityOutlined fontSize="small" />
          </ListItemIcon>
          {m.item.position}
        </MenuItem>
        {onCopy ? (
          <MenuItem
            onClick={() => {
              close();
              onCopy(element);
            }}
          >
            <ListItemIcon>
              <DriveFileMoveOutlined fontSize="small" />
            </ListItemIcon>
            {m.item.copy}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            onRemove(element);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineOutlined fontSize="small" />
          </ListItemIcon>
          {m.item.remove}
        </MenuItem>
      </Menu>
    </Paper>
  );
});

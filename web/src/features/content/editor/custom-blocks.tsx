import { memo, useMemo } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import {
  isStageType,
  type ContentDocument,
  type ContentLang,
  type CustomContent,
} from '@sportello/contracts';
import { useConfirm } from '../../../components/confirm-provider';
import { blockSubtitle, blockTitle, fieldDomId } from './editor-state';
import { FieldSlot, type BlurField, type ChangeField } from './field-slot';
import { KindIcon } from './kind-icon';
import { editorMessages as m } from './messages';
import type { EditorController } from './use-editor';

type Kind = ContentDocument['availableTypes']['data'][number];

/**
 * The custom contents as collapsible blocks, reordered by drag and drop (pointer or keyboard on
 * the handle: space, arrows, space), each with "Aggiungi elemento dopo" and "Rimuovi".
 */
export function CustomBlocks({
  editor,
  lang,
  blocks,
  kinds,
  onAddAfter,
}: {
  editor: EditorController;
  lang: ContentLang;
  blocks: CustomContent[];
  kinds: Kind[];
  onAddAfter: (clientUUID: string) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const kindLabels = useMemo(() => new Map(kinds.map((k) => [k.name, k.label])), [kinds]);
  const titleOf = (id: string | number) => {
    const b = blocks.find((x) => x.clientUUID === id);
    return b ? blockTitle(b, kindLabels.get(b.kind)) : '';
  };
  const position = (id: string | number) => blocks.findIndex((x) => x.clientUUID === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.dnd.start(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? m.dnd.over(titleOf(active.id), position(over.id), blocks.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? m.dnd.end(titleOf(active.id), position(over.id), blocks.length)
        : m.dnd.cancel(titleOf(active.id)),
    onDragCancel: ({ active }) => m.dnd.cancel(titleOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) editor.move(String(active.id), String(over.id));
  };

  if (blocks.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {m.custom.empty}
      </Typography>
    );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.dnd.instructions } }}
    >
      <SortableContext items={blocks.map((b) => b.clientUUID)} strategy={verticalListSortingStrategy}>
        <Stack spacing={2} aria-label={m.custom.blocks}>
          {blocks.map((b) => (
            <CustomBlock
              key={b.clientUUID}
              block={b}
              kindLabel={kindLabels.get(b.kind)}
              kindIcon={kinds.find((k) => k.name === b.kind)?.icon}
              lang={lang}
              error={editor.errors[`${lang}|customContents|${b.clientUUID}`]}
              readOnly={editor.readOnly}
              collapsed={editor.collapsed.has(b.clientUUID)}
              onToggle={editor.toggleCollapsed}
              onRemove={editor.remove}
              onAddAfter={onAddAfter}
              onChange={editor.change}
              onBlur={editor.blur}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

const CustomBlock = memo(function CustomBlock({
  block,
  kindLabel,
  kindIcon,
  lang,
  error,
  readOnly,
  collapsed,
  onToggle,
  onRemove,
  onAddAfter,
  onChange,
  onBlur,
}: {
  block: CustomContent;
  kindLabel: string | undefined;
  kindIcon: string | undefined;
  lang: ContentLang;
  error: string | undefined;
  readOnly: boolean;
  collapsed: boolean;
  onToggle: (clientUUID: string) => void;
  onRemove: (clientUUID: string) => void;
  onAddAfter: (clientUUID: string) => void;
  onChange: ChangeField;
  onBlur: BlurField;
}) {
  const confirm = useConfirm();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: block.clientUUID, disabled: readOnly });
  const uuid = block.clientUUID;
  const title = blockTitle(block, kindLabel);
  const subtitle = blockSubtitle(block);
  const marker = isStageType(block.type) ? (block.value as { marker?: number } | null)?.marker : undefined;
  const bodyId = `${fieldDomId({ lang, list: 'customContents', key: uuid })}-body`;
  const headingId = `${bodyId}-title`;

  const remove = async () => {
    if (await confirm({ title: m.custom.removeTitle, text: m.custom.removeText(title), type: 1 }))
      onRemove(uuid);
  };

  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
        borderColor: error ? 'error.main' : undefined,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: readOnly ? 2 : 0.5,
          pr: 0.5,
          py: 0.5,
          bgcolor: '#f7f9fa',
          borderBottom: collapsed ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        {readOnly ? null : (
          <Tooltip title={m.custom.dragHandle(title)}>
            <IconButton
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={m.custom.dragHandle(title)}
              sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            >
              <DragIndicatorOutlined />
            </IconButton>
          </Tooltip>
        )}
        {marker !== undefined ? (
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 28,
              height: 28,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 14,
            }}
          >
            {marker}
          </Box>
        ) : (
          <KindIcon name={kindIcon} sx={{ color: 'primary.main', flexShrink: 0 }} />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" noWrap sx={{ fontWeight: 650 }}>
            {title}
          </Typography>
          {collapsed && subtitle ? (
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {error ? (
          <Tooltip title={error}>
            <ErrorOutlineOutlined color="error" aria-label={error} role="img" />
          </Tooltip>
        ) : null}
        {readOnly ? null : (
          <Tooltip title={m.custom.addAfter}>
            <IconButton aria-label={m.custom.addAfterOf(title)} onClick={() => onAddAfter(uuid)}>
              <AddCircleOutlineOutlined />
            </IconButton>
          </Tooltip>
        )}
        {readOnly || !block.removable ? null : (
          <Tooltip title={m.custom.remove}>
            <IconButton aria-label={m.custom.removeOf(title)} onClick={() => void remove()}>
              <DeleteOutlineOutlined />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={collapsed ? m.custom.expand(title) : m.custom.collapse(title)}>
          <IconButton
            aria-label={collapsed ? m.custom.expand(title) : m.custom.collapse(title)}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => onToggle(uuid)}
          >
            <ExpandMoreOutlined
              sx={{ transform: collapsed ? 'rotate(-90deg)' : 'none', transition: 'transform 150ms' }}
            />
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={!collapsed} unmountOnExit={false}>
        <Box id={bodyId} sx={{ p: { xs: 2, sm: 2.5 } }}>
          <FieldSlot
            component={block}
            lang={lang}
            list="customContents"
            fieldKey={uuid}
            error={error}
            readOnly={readOnly}
            onChange={onChange}
            onBlur={onBlur}
          />
        </Box>
      </Collapse>
    </Paper>
  );
});

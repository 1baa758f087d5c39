import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { canRemoveDateEntry, keepDateEntries, type DateEntry } from '@sportello/contracts';
import { useConfirm } from '../../../../components/confirm-provider';
import type { ComponentProps } from '../component-props';
import { DateEntryDialog } from './date-entry-dialog';
import { blockName, daysLong, rangeText, timetableText } from './date-values';
import { whereWhenMessages as m } from './messages';

/** One date block: its range of days and its timetables. */
function BlockText({ entry, headingId, index }: { entry: DateEntry; headingId: string; index: number }) {
  const range = rangeText(entry.dateRange);
  return (
    <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
      <Typography
        id={headingId}
        variant="caption"
        component="h4"
        sx={{ color: 'text.secondary', fontWeight: 600 }}
      >
        {m.dates.block(index + 1)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <EventOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ fontWeight: 600, color: range ? 'text.primary' : 'text.secondary' }}>
          {range ?? m.dates.noRange}
        </Typography>
      </Box>
      {entry.timetables.length ? (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
          {entry.timetables.map((t, i) => (
            <Box component="li" key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <ScheduleOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              <Typography
                variant="body2"
                aria-label={`${daysLong(t.days)} ${timetableText({ ...t, days: [] })}`.trim()}
              >
                {timetableText(t)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ScheduleOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {m.dates.noTimetables}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

type Editing = { index: number | null } | null;

/**
 * Dates and timetables (spec 1 §3 "Date"): the list of date blocks, each with its range
 * ("01 maggio 2026 – 31 maggio 2026") and timetables ("lun, mar, mer 9.00 – 13.00").
 * "Aggiungi date e orari" and "Modifica" open the date and timetable editor; a block with neither
 * dates nor timetables is dropped on confirm; a block can be removed, after a confirm, only while
 * more than one is left (spec 1 §4, §5). Days are stored as unix seconds at midnight in Rome.
 */
export function DateComponent(props: ComponentProps<'Date'>) {
  const { component, id, value, onChange, onBlur, readOnly } = props;
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const entries = Array.isArray(value) ? value : [];
  const shown = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => keepDateEntries([entry]).length);
  const removable = canRemoveDateEntry(shown.map((s) => s.entry));

  const save = (entry: DateEntry) => {
    const index = editing?.index ?? null;
    const next = index === null ? [...entries, entry] : entries.map((e, i) => (i === index ? entry : e));
    setEditing(null);
    onChange(keepDateEntries(next));
    onBlur?.();
  };
  const remove = async (index: number, position: number) => {
    const name = blockName(entries[index]!, position).toLowerCase();
    const yes = await confirm({
      title: m.dates.removeTitle,
      text: m.dates.removeText(name),
      type: 1,
      confirmLabel: m.dates.removeConfirm,
      cancelLabel: m.dates.cancel,
    });
    if (!yes) return;
    onChange(entries.filter((_, i) => i !== index));
    onBlur?.();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {shown.length === 0 ? (
        <Typography id={id} sx={{ color: 'text.secondary' }}>
          {readOnly ? m.notFilled : m.dates.none}
        </Typography>
      ) : (
        <Box component="ul" id={id} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {shown.map(({ entry, index }, position) => {
            const headingId = `${id}-block-${position}`;
            const name = blockName(entry, position);
            return (
              <Box
                component="li"
                key={index}
                aria-labelledby={headingId}
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                  gap: 2,
                  flexWrap: 'wrap',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1.5,
                  bgcolor: 'background.paper',
                }}
              >
                <BlockText entry={entry} headingId={headingId} index={position} />
                {readOnly ? null : (
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button
                      size="small"
                      startIcon={<EditOutlined />}
                      onClick={() => setEditing({ index })}
                      aria-label={m.dates.editOf(name.toLowerCase())}
                    >
                      {m.dates.edit}
                    </Button>
                    {removable ? (
                      <Button
                        size="small"
                        color="error"
                        startIcon={<DeleteOutlined />}
                        onClick={() => void remove(index, position)}
                        aria-label={m.dates.removeOf(name.toLowerCase())}
                      >
                        {m.dates.remove}
                      </Button>
                    ) : null}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {readOnly ? null : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => setEditing({ index: null })}
            aria-label={component.label ? m.dates.addOf(component.label) : undefined}
          >
            {m.dates.add}
          </Button>
        </Box>
      )}
      {editing ? (
        <DateEntryDialog
          initial={editing.index === null ? null : (entries[editing.index] ?? null)}
          title={editing.index === null ? m.dates.add : m.dates.editTitle}
          onCancel={() => setEditing(null)}
          onConfirm={save}
        />
      ) : null}
    </Box>
  );
}

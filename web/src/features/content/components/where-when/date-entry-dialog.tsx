import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { DateEntry, Timetable } from '@sportello/contracts';
import { DateRangeCalendar, type DateRangeValue } from '../../../../components/date-range-calendar';
import { dayOf, romeMidnight } from './date-values';
import { whereWhenMessages as m } from './messages';
import { TimetableEditor, newTimetable } from './timetable-editor';

const rangeOf = (entry: DateEntry | null): DateRangeValue => ({
  from: entry?.dateRange?.from != null ? dayOf(entry.dateRange.from) : null,
  to: entry?.dateRange?.to != null ? dayOf(entry.dateRange.to) : null,
});

/**
 * The date and timetable editor (spec 1 §2 "add-new-date-modal"): a range of days in the two-month
 * calendar and the block's timetables. Confirm hands the block on as it is; the component drops it
 * when it has neither dates nor timetables (spec 1 §5).
 */
export function DateEntryDialog({
  initial,
  title,
  onCancel,
  onConfirm,
}: {
  initial: DateEntry | null;
  title: string;
  onCancel: () => void;
  onConfirm: (entry: DateEntry) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const ids = useId();
  const [range, setRange] = useState<DateRangeValue>(() => rangeOf(initial));
  const [timetables, setTimetables] = useState<Timetable[]>(() => initial?.timetables ?? []);

  const confirm = () => {
    const from = range.from ? romeMidnight(range.from) : null;
    const to = range.to ? romeMidnight(range.to) : null;
    onConfirm({ dateRange: from !== null || to !== null ? { from, to } : null, timetables });
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <DialogContentText id={textId} variant="body2">
          {m.dates.emptyDiscarded}
        </DialogContentText>
        <Box component="section" aria-labelledby={`${ids}-range`}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id={`${ids}-range`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {m.dates.rangeSection}
            </Typography>
            <Button
              size="small"
              color="inherit"
              disabled={!range.from && !range.to}
              onClick={() => setRange({ from: null, to: null })}
            >
              {m.dates.clearRange}
            </Button>
          </Box>
          <DateRangeCalendar value={range} onChange={setRange} label={m.dates.rangeLabel} />
        </Box>
        <Box component="section" aria-labelledby={`${ids}-times`} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id={`${ids}-times`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {m.dates.timetablesSection}
          </Typography>
          {timetables.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {m.dates.noTimetables}
            </Typography>
          ) : null}
          {timetables.map((t, i) => (
            <TimetableEditor
              // Timetables have no identity of their own; the list only grows at the end or shrinks.
              key={i}
              id={`${ids}-t${i}`}
              index={i}
              value={t}
              onChange={(next) => setTimetables((list) => list.map((x, j) => (j === i ? next : x)))}
              onRemove={() => setTimetables((list) => list.filter((_, j) => j !== i))}
            />
          ))}
          <Box>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Add />}
              onClick={() => setTimetables((list) => [...list, newTimetable()])}
            >
              {m.dates.addTimetable}
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onCancel} color="inherit">
          {m.dates.cancel}
        </Button>
        <Button variant="contained" onClick={confirm}>
          {m.dates.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

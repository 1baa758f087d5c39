import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  ITALIAN_WEEKDAYS,
  endNotBeforeStart,
  followStart,
  type TimeOfDay,
  type Timetable,
} from '@sportello/contracts';
import { whereWhenMessages as m } from './messages';
import { TimeInput } from './time-input';

const WEEK = [0, 1, 2, 3, 4, 5, 6];

/** A new timetable: a morning, no days chosen yet. */
export const newTimetable = (): Timetable => ({ from: { h: 9, m: 0 }, to: { h: 13, m: 0 }, days: [] });

/**
 * One timetable of a date block: the weekdays it applies to (Lun…Dom, Monday first) and its
 * hours with the time rules (spec 1 §5): a later start carries the end with it; an end before the
 * start becomes the start when the end is left.
 */
export function TimetableEditor({
  id,
  index,
  value,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  value: Timetable;
  onChange: (next: Timetable) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const headingId = `${id}-heading`;
  const setFrom = (from: TimeOfDay | null) => {
    if (!from) return;
    onChange({ ...value, from, to: followStart(from, value.to) });
  };
  const setTo = (to: TimeOfDay | null, leaving: boolean) => {
    if (!to) return;
    onChange({ ...value, to: leaving ? endNotBeforeStart(value.from, to) : to });
  };
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
          {m.dates.timetable(n)}
        </Typography>
        <IconButton
          aria-label={m.dates.removeTimetable(n)}
          title={m.dates.removeTimetable(n)}
          onClick={onRemove}
        >
          <DeleteOutlined />
        </IconButton>
      </Box>
      <ToggleButtonGroup
        value={value.days}
        onChange={(_, days: number[]) => onChange({ ...value, days: [...days].sort((a, b) => a - b) })}
        aria-label={m.dates.daysOf(n)}
        size="small"
        color="primary"
        sx={{ flexWrap: 'wrap' }}
      >
        {WEEK.map((d) => (
          <ToggleButton key={d} value={d} aria-label={ITALIAN_WEEKDAYS[d]} sx={{ minWidth: 48, px: 1 }}>
            {m.dayChips[d]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ minWidth: 40 }} aria-hidden>
          {m.dates.fromTime}
        </Typography>
        <TimeInput
          id={`${id}-from`}
          label={`${m.dates.fromTime}, ${m.dates.timetable(n).toLowerCase()}`}
          value={value.from}
          onChange={setFrom}
        />
        <Typography component="span" sx={{ minWidth: 32, ml: 1 }} aria-hidden>
          {m.dates.toTime}
        </Typography>
        <TimeInput
          id={`${id}-to`}
          label={`${m.dates.toTime}, ${m.dates.timetable(n).toLowerCase()}`}
          value={value.to}
          onChange={setTo}
        />
      </Box>
    </Box>
  );
}

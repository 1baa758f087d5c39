import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { itIT } from '@mui/x-date-pickers/locales';
import { dayjs } from '../lib/dayjs';
import type { Dayjs } from 'dayjs';

/** A range of days; `to` stays null while only the first day is chosen. */
export interface DateRangeValue {
  from: Dayjs | null;
  to: Dayjs | null;
}

export interface DateRangeCalendarProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Days after today cannot be chosen (spec 1 §9: the list's creation-date picker). */
  disableFuture?: boolean;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  /** Names the two months as a group (e.g. the field's label). */
  label?: string;
}

export const dateRangeMessages = {
  group: (label?: string) => (label ? `Calendario: ${label}` : 'Calendario'),
  previous: 'Mese precedente',
  next: 'Mese successivo',
  pickStart: 'Scegli il giorno di inizio.',
  pickEnd: (from: string) => `Dal ${from}: scegli il giorno di fine.`,
  chosen: (from: string, to: string) => (from === to ? `Il ${from}.` : `Dal ${from} al ${to}.`),
  start: 'inizio',
  end: 'fine',
};

const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;
const LONG = 'D MMMM YYYY';

/** What every day of the two months needs to draw itself (the range, the hover preview). */
interface RangeState {
  from: Dayjs | null;
  to: Dayjs | null;
  hover: Dayjs | null;
  setHover: (day: Dayjs | null) => void;
  /** Moves the keyboard focus to a day, showing its month first when it is not on screen. */
  moveFocus: (day: Dayjs) => void;
  isDisabled: (day: Dayjs) => boolean;
}
const RangeContext = createContext<RangeState | null>(null);

/** Which month a calendar shows and which arrows its header carries. */
interface MonthState {
  month: Dayjs;
  showPrevious: boolean;
  showNext: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
}
const MonthContext = createContext<MonthState | null>(null);

/** The target of a navigation key, or null for keys the calendar handles itself. */
function keyTarget(day: Dayjs, key: string): Dayjs | null {
  switch (key) {
    case 'ArrowUp':
      return day.subtract(7, 'day');
    case 'ArrowDown':
      return day.add(7, 'day');
    case 'ArrowLeft':
      return day.subtract(1, 'day');
    case 'ArrowRight':
      return day.add(1, 'day');
    case 'PageUp':
      return day.subtract(1, 'month');
    case 'PageDown':
      return day.add(1, 'month');
    default:
      return null;
  }
}

/**
 * A day of the range: its ends are selected, the days between (or up to the hovered day while the
 * end is being chosen) sit on a band. A navigation key that leaves this month moves to the other
 * month on screen, or turns the months, instead of turning this calendar alone.
 */
function RangeDay(props: PickerDayProps) {
  const range = useContext(RangeContext);
  const month = useContext(MonthContext);
  const { day, outsideCurrentMonth, onKeyDown, onMouseEnter, ...rest } = props;
  if (!range || !month) return <PickerDay {...props} />;
  const d = dayjs(day).startOf('day');
  const { from, to, hover } = range;
  const end = to ?? (from && hover && !hover.isBefore(from, 'day') ? hover : null);
  const isStart = !!from && d.isSame(from, 'day');
  const isEnd = !!to && d.isSame(to, 'day');
  const inside = !!from && !!end && d.isAfter(from, 'day') && d.isBefore(end, 'day');
  const preview = !to && (inside || (!!end && d.isSame(end, 'day') && !isStart));
  const selected = !outsideCurrentMonth && (isStart || isEnd);
  const banded =
    !outsideCurrentMonth && (inside || preview || (isStart && !!end && !end.isSame(from, 'day')));
  const ends = [isStart ? dateRangeMessages.start : '', isEnd && !isStart ? dateRangeMessages.end : '']
    .filter(Boolean)
    .join(', ');
  return (
    <PickerDay
      {...rest}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      selected={selected}
      aria-selected={selected || (!!to && inside)}
      aria-label={`${d.format('dddd D MMMM YYYY')}${ends ? ` (${ends})` : ''}`}
      onMouseEnter={(e: MouseEvent<HTMLButtonElement>) => {
        onMouseEnter?.(e, day);
        range.setHover(d);
      }}
      onKeyDown={(e: KeyboardEvent<HTMLButtonElement>) => {
        const target = keyTarget(d, e.key);
        if (target && !target.isSame(month.month, 'month')) {
          e.preventDefault();
          if (!range.isDisabled(target)) range.moveFocus(target);
          return;
        }
        onKeyDown?.(e, day);
      }}
      sx={(theme) => ({
        ...(banded && !selected
          ? {
              bgcolor: alpha(theme.palette.primary.main, preview ? 0.1 : 0.16),
              borderRadius: 0,
              mx: 0,
              width: 40,
              '&:hover, &:focus': { bgcolor: alpha(theme.palette.primary.main, 0.28) },
            }
          : {}),
        ...(selected && banded
          ? {
              borderRadius: isStart && !isEnd ? '50% 0 0 50%' : isEnd && !isStart ? '0 50% 50% 0' : '50%',
              mx: 0,
              width: 40,
            }
          : {}),
      })}
    />
  );
}

/** The month's name with the arrows of its side: back on the first month, forward on the second. */
function MonthHeader({ currentMonth, labelId }: PickersCalendarHeaderProps) {
  const month = useContext(MonthContext);
  const label = dayjs(currentMonth).format('MMMM YYYY');
  const arrow = (kind: 'previous' | 'next') => {
    const show = kind === 'previous' ? month?.showPrevious : month?.showNext;
    if (!month || !show) return <Box sx={{ width: 40 }} />;
    return (
      <IconButton
        aria-label={dateRangeMessages[kind]}
        title={dateRangeMessages[kind]}
        disabled={kind === 'previous' ? month.previousDisabled : month.nextDisabled}
        onClick={kind === 'previous' ? month.onPrevious : month.onNext}
      >
        {kind === 'previous' ? <ChevronLeft /> : <ChevronRight />}
      </IconButton>
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, pt: 1 }}>
      {arrow('previous')}
      <Typography id={labelId} component="h3" aria-live="polite" sx={{ fontWeight: 600, fontSize: '1rem' }}>
        {label}
      </Typography>
      {arrow('next')}
    </Box>
  );
}

const initialMonth = (value: DateRangeValue, disableFuture: boolean, maxDate?: Dayjs): Dayjs => {
  if (value.from) return value.from.startOf('month');
  const last = disableFuture ? dayjs() : maxDate;
  // With no future the current month sits on the right, so the past month is on screen too.
  if (last && !last.isAfter(dayjs().add(1, 'month'), 'month'))
    return last.startOf('month').subtract(1, 'month');
  return dayjs().startOf('month');
};

/**
 * Two months side by side (stacked when the space is narrow), Italian, the week from Monday
 * (spec 1 §9). The first click picks the first day, the second the last; a day before the first
 * starts over from it. While the end is being chosen, the hovered days show the range to come.
 * Built on the free DateCalendar: each month is one, turned together.
 */
export function DateRangeCalendar({
  value,
  onChange,
  disableFuture = false,
  minDate,
  maxDate,
  label,
}: DateRangeCalendarProps) {
  const [base, setBase] = useState(() => initialMonth(value, disableFuture, maxDate));
  const [hover, setHover] = useState<Dayjs | null>(null);
  const [pendingFocus, setPendingFocus] = useState<Dayjs | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const last = useMemo(() => {
    const today = dayjs().endOf('day');
    if (disableFuture && maxDate) return maxDate.isBefore(today) ? maxDate : today;
    return disableFuture ? today : maxDate;
  }, [disableFuture, maxDate]);
  const second = base.add(1, 'month');

  const isDisabled = (day: Dayjs) =>
    (!!minDate && day.isBefore(minDate, 'day')) || (!!last && day.isAfter(last, 'day'));

  const moveFocus = (day: Dayjs) => {
    if (day.isBefore(base, 'month')) setBase(day.startOf('month'));
    else if (day.isAfter(second, 'month')) setBase(day.startOf('month').subtract(1, 'month'));
    setPendingFocus(day);
  };

  // After the months turned (or the other month takes the focus), the day gets it.
  useEffect(() => {
    if (!pendingFocus || !box.current) return;
    const buttons = box.current.querySelectorAll<HTMLButtonElement>('button[data-timestamp]');
    for (const b of buttons) {
      if (dayjs(Number(b.dataset.timestamp)).isSame(pendingFocus, 'day')) {
        b.focus();
        break;
      }
    }
    setPendingFocus(null);
  }, [pendingFocus, base]);

  const pick = (picked: Dayjs | null) => {
    if (!picked) return;
    const day = picked.startOf('day');
    setHover(null);
    if (!value.from || value.to || day.isBefore(value.from, 'day')) onChange({ from: day, to: null });
    else onChange({ from: value.from, to: day });
  };

  const range: RangeState = {
    from: value.from,
    to: value.to,
    hover,
    setHover,
    moveFocus,
    isDisabled,
  };
  const previousDisabled = !!minDate && !base.isAfter(minDate, 'month');
  const nextDisabled = !!last && !second.isBefore(last, 'month');
  const months: MonthState[] = [
    {
      month: base,
      showPrevious: true,
      showNext: false,
      previousDisabled,
      nextDisabled,
      onPrevious: () => setBase(base.subtract(1, 'month')),
      onNext: () => setBase(base.add(1, 'month')),
    },
    {
      month: second,
      showPrevious: false,
      showNext: true,
      previousDisabled,
      nextDisabled,
      onPrevious: () => setBase(base.subtract(1, 'month')),
      onNext: () => setBase(base.add(1, 'month')),
    },
  ];
  const status = !value.from
    ? dateRangeMessages.pickStart
    : !value.to
      ? dateRangeMessages.pickEnd(value.from.format(LONG))
      : dateRangeMessages.chosen(value.from.format(LONG), value.to.format(LONG));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      <RangeContext.Provider value={range}>
        <Box ref={box} role="group" aria-label={dateRangeMessages.group(label)}>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2 }}
            onMouseLeave={() => setHover(null)}
          >
            {months.map((m) => {
              const focusDay =
                value.from && value.from.isSame(m.month, 'month') ? value.from : m.month.startOf('month');
              return (
                <MonthContext.Provider key={m.month.format('YYYY-MM')} value={m}>
                  <DateCalendar
                    value={null}
                    referenceDate={focusDay}
                    onChange={pick}
                    views={['day']}
                    disableFuture={disableFuture}
                    minDate={minDate}
                    maxDate={maxDate}
                    reduceAnimations
                    slots={{ day: RangeDay, calendarHeader: MonthHeader }}
                    sx={{ width: 320, height: 'auto', m: 0 }}
                  />
                </MonthContext.Provider>
              );
            })}
          </Box>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 1 }}>
            {status}
          </Typography>
        </Box>
      </RangeContext.Provider>
    </LocalizationProvider>
  );
}

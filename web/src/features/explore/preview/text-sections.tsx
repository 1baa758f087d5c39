import { plainTextOf } from '@sportello/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { filterPastedHtml } from '../../../components/form/html-paste';
import { dayjs } from '../../../lib/dayjs';
import { exploreMessages as m } from '../messages';
import { asStrings, isEmpty, plainText } from './field-values';
import type { SectionProps } from './section-props';

const looksLikeHtml = (s: string) => /<\/?[a-z][^>]*>/i.test(s);

/**
 * Short texts (subtitle, summary). What the preview says elsewhere is not said twice: the header
 * shows the subtitle, and a summary that opens the full description is read there.
 */
export function TextSection({ values, asset }: SectionProps) {
  const description = plainTextOf(asset?.fulltext ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const saidElsewhere = (v: string) =>
    v === asset?.subtitle || (description !== '' && description.startsWith(v.replace(/\s+/g, ' ').trim()));
  return (
    <>
      {values.map((v, i) =>
        typeof v === 'string' && v && !saidElsewhere(v) ? (
          <Typography key={i} sx={{ whiteSpace: 'pre-line', mb: 1 }}>
            {v}
          </Typography>
        ) : null,
      )}
    </>
  );
}

/**
 * A description: the server sends plain text or sanitised HTML; HTML goes through the editor's
 * allow-list filter once more (p, br, b, i, u, lists, links) before it is shown.
 */
export function HtmlSection({ values }: SectionProps) {
  return (
    <>
      {values.map((v, i) => {
        if (typeof v !== 'string' || !v) return null;
        if (!looksLikeHtml(v))
          return (
            <Typography key={i} sx={{ whiteSpace: 'pre-line', mb: 1 }}>
              {v}
            </Typography>
          );
        return (
          <Box
            key={i}
            sx={{
              typography: 'body1',
              lineHeight: 1.6,
              '& p': { mt: 0, mb: 1 },
              '& ul, & ol': { my: 1, pl: 3 },
              '& a': { color: 'primary.main', fontWeight: 600 },
              overflowWrap: 'anywhere',
            }}
            dangerouslySetInnerHTML={{ __html: filterPastedHtml(v) }}
          />
        );
      })}
    </>
  );
}

/** Label: value lines (section.fieldLabels in the same order as the fields). */
export function FactsSection({ section, values }: SectionProps) {
  const rows = values
    .map((v, i) => ({
      label: section.fieldLabels?.[i] ?? '',
      text: plainText(v, m.preview.yes, m.preview.no),
    }))
    .filter((r, i) => !isEmpty(values[i]) && r.text);
  if (!rows.length) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map((r, i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {r.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 550, overflowWrap: 'anywhere' }}>
            {r.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Opening hours: day lines (weekDays) or a written timetable; 'Non ci sono orari' when none. */
export function HoursSection({ values }: SectionProps) {
  if (values.every(isEmpty))
    return <Typography sx={{ color: 'text.secondary' }}>{m.preview.noHours}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {values.map((v, i) => {
        if (typeof v === 'string')
          return (
            <Typography key={i} sx={{ whiteSpace: 'pre-line' }}>
              {v}
            </Typography>
          );
        if (!Array.isArray(v)) return null;
        return (
          <Box
            key={i}
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
          >
            {(v as { days?: string; hours?: string }[]).map((d, j) => (
              <Box key={j} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {d.days}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {d.hours}
                </Typography>
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

const longDate = (iso: string) => dayjs(iso).format('D MMMM YYYY');
const isIso = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

/**
 * Event and offer dates: the written "when" of the item when it has one (it says it best, hours
 * included), else "Dal 12 maggio 2026 al 14 maggio 2026" from the dates; never twice, and never
 * again what the header's subtitle already says.
 */
export function DatesSection({ values, asset }: SectionProps) {
  const dates = values.filter(isIso);
  const texts = values.filter(
    (v): v is string => typeof v === 'string' && !isIso(v) && v !== '' && v !== asset?.subtitle,
  );
  const [from, to] = dates;
  let line = '';
  if (from && to && from !== to) line = `${m.preview.from(longDate(from))} ${m.preview.to(longDate(to))}`;
  else if (from) line = m.preview.on(longDate(from));
  const lines = texts.length ? texts : line ? [line] : [];
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {lines.map((t, i) => (
        <Typography key={i} sx={{ fontWeight: 600 }}>
          {t}
        </Typography>
      ))}
    </Box>
  );
}

/** An offer's services: included (first field) with a tick, excluded (second) with a cross. */
export function ServicesSection({ values }: SectionProps) {
  const groups = [
    {
      items: asStrings(values[0]),
      label: m.preview.included,
      Icon: CheckCircleOutlined,
      color: 'success.main',
    },
    { items: asStrings(values[1]), label: m.preview.excluded, Icon: CancelOutlined, color: '#b3261e' },
  ].filter((g) => g.items.length);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}>
      {groups.map(({ items, label, Icon, color }) => (
        <Box key={label}>
          <Typography component="h4" sx={{ fontWeight: 650, mb: 0.5 }}>
            {label}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {items.map((s) => (
              <Box component="li" key={s} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Icon aria-hidden sx={{ color, fontSize: 20, mt: '2px' }} />
                {s}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** An itinerary's stages: "3 tappe" (a bike itinerary's 0 hidden, hideZero) and their titles. */
export function StagesSection({ section, values }: SectionProps) {
  const count = values.find((v): v is number => typeof v === 'number');
  const stages = values.find((v): v is { title: string; text?: string }[] => Array.isArray(v)) ?? [];
  const n = count ?? stages.length;
  const showCount = !(n === 0 && section.hideZero);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {showCount ? <Typography sx={{ fontWeight: 650 }}>{m.stages(n)}</Typography> : null}
      {stages.length ? (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
          {stages.map((s, i) => (
            <li key={i}>
              <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
              {s.text ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {s.text}
                </Typography>
              ) : null}
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { exploreMessages as m } from '../messages';
import { rankOf, Stars } from '../parts/stars';
import { AmenityIcon } from './amenity-icon';
import type { SectionProps } from './section-props';

const THUMB = 80;

/** Stars from the classification's rank (spec 2 §9), with its label ("Hotel 4 stelle"). */
export function StarsSection({ values }: SectionProps) {
  return (
    <>
      {values.map((v, i) => {
        const rank = typeof v === 'number' ? v : rankOf({ typeClassification: v });
        const label = v && typeof v === 'object' ? (v as { label?: string }).label : undefined;
        return (
          <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Stars rank={rank} size={22} />
            {label ? <Typography>{label}</Typography> : null}
          </Box>
        );
      })}
    </>
  );
}

export function AmenitiesSection({ values }: SectionProps) {
  const items = values.flatMap((v) => (Array.isArray(v) ? (v as { text: string; img?: string }[]) : []));
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 1,
      }}
    >
      {items.map((a) => (
        <Box component="li" key={a.text} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <AmenityIcon name={a.img} text={a.text} sx={{ color: 'primary.main', fontSize: 22 }} />
          {a.text}
        </Box>
      ))}
    </Box>
  );
}

const contactKind = (field: string) =>
  /phone|mobile|tel/i.test(field)
    ? 'phone'
    : /email/i.test(field)
      ? 'email'
      : /website|link|site/i.test(field)
        ? 'web'
        : 'place';

const external = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
const hostOf = (url: string) => {
  try {
    return new URL(external(url)).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** Phone, e-mail, web site and address lines, each one click away. */
export function ContactsSection({ section, values }: SectionProps) {
  const rows = section.fields
    .map((field, i) => ({ kind: contactKind(field), value: values[i] }))
    .filter((r): r is { kind: string; value: string } => typeof r.value === 'string' && r.value !== '');
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {rows.map(({ kind, value }) => (
        <Box component="li" key={`${kind}-${value}`} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {kind === 'phone' ? (
            <>
              <PhoneOutlined aria-label={m.preview.phone} sx={{ color: 'primary.main', fontSize: 20 }} />
              <Link href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</Link>
            </>
          ) : kind === 'email' ? (
            <>
              <MailOutlined aria-label={m.preview.email} sx={{ color: 'primary.main', fontSize: 20 }} />
              <Link href={`mailto:${value}`} sx={{ overflowWrap: 'anywhere' }}>
                {value}
              </Link>
            </>
          ) : kind === 'web' ? (
            <>
              <LanguageOutlined aria-label={m.preview.website} sx={{ color: 'primary.main', fontSize: 20 }} />
              <Link href={external(value)} target="_blank" rel="noopener noreferrer">
                {hostOf(value)}
                <Box component="span" sx={visuallyHidden}>{` ${m.preview.openLink}`}</Box>
              </Link>
            </>
          ) : (
            <>
              <PlaceOutlined aria-hidden sx={{ color: 'primary.main', fontSize: 20 }} />
              <Typography>{value}</Typography>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Web links (site, download, cancellation policy), named by fieldLabels or by their host. */
export function LinksSection({ section, values }: SectionProps) {
  const links = values
    .map((v, i) => ({ url: typeof v === 'string' ? v : '', label: section.fieldLabels?.[i] }))
    .filter((l) => l.url);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {links.map((l) => (
        <li key={l.url}>
          <Link href={external(l.url)} target="_blank" rel="noopener noreferrer">
            {l.label || hostOf(l.url)}
            <Box component="span" sx={visuallyHidden}>{` ${m.preview.openLink}`}</Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}

type Picture = { src: string; alt: string };
const picturesOf = (values: unknown[]): Picture[] =>
  values
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .map((v) =>
      typeof v === 'string' ? { src: v, alt: '' } : v && typeof v === 'object' ? (v as Picture) : null,
    )
    .filter((p): p is Picture => !!p?.src);

/** The pictures: the chosen one large, all of them as 80×80 thumbnails (spec 2 §9). */
export function GallerySection({ values, asset }: SectionProps) {
  const pictures = picturesOf(values);
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<Set<string>>(() => new Set());
  const shown = pictures.filter((p) => !broken.has(p.src));
  const big = shown[Math.min(index, shown.length - 1)];
  if (!big) return null;
  const fail = (src: string) => setBroken((s) => new Set(s).add(src));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="img"
        src={big.src}
        alt={big.alt || asset?.title || ''}
        onError={() => fail(big.src)}
        sx={{ width: '100%', maxHeight: 300, objectFit: 'cover', borderRadius: 1 }}
      />
      {shown.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {shown.map((p, i) => (
            <ButtonBase
              key={p.src}
              onClick={() => setIndex(i)}
              aria-label={m.preview.enlarge(p.alt || asset?.title || '')}
              aria-pressed={p === big}
              sx={{ borderRadius: 1, outline: p === big ? '2px solid #0b5c6b' : 'none', outlineOffset: 2 }}
            >
              <Box
                component="img"
                src={p.src}
                alt=""
                onError={() => fail(p.src)}
                sx={{ width: THUMB, height: THUMB, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

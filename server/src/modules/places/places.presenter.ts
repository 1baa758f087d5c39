import {
  EU_LABELS,
  GROUP_KIND_LABELS,
  type GroupKind,
  type Municipality,
  type OptionItem,
} from '@sportello/contracts';

/** "50121 50122 … 50145" → "50121–50145"; a single code as it is. */
export function postalRange(postalCodes: string): string {
  const codes = postalCodes.split(' ').filter(Boolean);
  return codes.length > 1 ? `${codes[0]}–${codes[codes.length - 1]}` : (codes[0] ?? '');
}

export const municipalityOption = (m: {
  istatCode: string;
  name: string;
  provinceCode: string;
  postalCodes: string;
  regionName: string;
}): OptionItem => ({
  label: `${m.name} (${m.provinceCode})`,
  value: m.istatCode,
  info: [postalRange(m.postalCodes), m.regionName].filter(Boolean).join(' · '),
});

export const provinceOption = (p: { code: string; name: string; regionName: string }): OptionItem => ({
  label: p.name,
  value: p.code,
  info: p.regionName,
});

export const regionOption = (r: { code: string; name: string }): OptionItem => ({
  label: r.name,
  value: r.code,
});

/** Italian names for Italian, English names for every other language. */
export const countryOption =
  (lang: string) =>
  (c: { code: string; nameIt: string; nameEn: string; eu: number }): OptionItem => ({
    label: lang === 'it' ? c.nameIt : c.nameEn,
    value: c.code,
    info: c.eu ? EU_LABELS.eu : EU_LABELS.nonEu,
  });

export const groupOption = (g: { slug: string; name: string; kind: string }): OptionItem => ({
  label: g.name,
  value: g.slug,
  info: GROUP_KIND_LABELS[g.kind as GroupKind] ?? g.kind,
});

export const userOption = (u: { username: string; fullName: string }): OptionItem => ({
  label: u.fullName || u.username,
  value: u.username,
  info: u.username,
});

export const municipality = (m: {
  istatCode: string;
  name: string;
  provinceCode: string;
  provinceName: string;
  regionCode: string;
  regionName: string;
  postalCodes: string;
  cadastralCode: string;
  lat: number;
  lng: number;
}): Municipality => ({
  istat: m.istatCode,
  name: m.name,
  province: m.provinceCode,
  provinceName: m.provinceName,
  region: m.regionCode,
  regionName: m.regionName,
  postalCodes: m.postalCodes.split(' ').filter(Boolean),
  cadastralCode: m.cadastralCode,
  lat: m.lat,
  lng: m.lng,
});

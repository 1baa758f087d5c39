import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Lang } from '@sportello/contracts';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useDocumentLang } from '../../../lib/use-document-lang';
import { kioskTexts } from '../kiosk-messages';
import { listScreenLabels } from '../messages';
import { externalListQuery } from '../terminals-api';

/**
 * The desk's terminal while the operator shows a list (spec 2 §4): large cards the visitor reads
 * at arm's length, and the QR code of the list's share link, so the visitor takes it home. Texts
 * in the language the operator chose.
 */
export function ListScreen({
  listId,
  lang,
  offline,
}: {
  listId: number;
  lang: Lang;
  /** Why the connection is down, while it is. */
  offline: string | null;
}) {
  const list = useQuery(externalListQuery(listId, lang));
  const t = listScreenLabels[lang];
  const k = kioskTexts[lang];
  useDocumentLang(lang);
  if (list.isPending) return <FullPageSpinner label={k.loading} />;
  if (!list.data)
    return (
      <Typography role="alert" lang={lang}>
        {k.listError}
      </Typography>
    );
  const { title, office, link, qrSvg, items } = list.data;
  return (
    <Box
      component="main"
      lang={lang}
      sx={{ minHeight: '100vh', p: { xs: 2, md: 3 }, display: 'grid', gap: 3, alignContent: 'start' }}
    >
      {offline ? (
        <Typography role="status" sx={{ bgcolor: 'warning.light', p: 1.5, textAlign: 'center' }}>
          {offline}
        </Typography>
      ) : null}
      <Box
        component="header"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
          gap: 3,
          alignItems: 'center',
        }}
      >
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {office}
          </Typography>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary' }}>
            {t.count(items.length)}
          </Typography>
        </Box>
        <Box component="figure" sx={{ m: 0, display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
            alt={t.qrAlt}
            sx={{ width: 180, height: 180, bgcolor: 'common.white', borderRadius: 1 }}
          />
          <Typography component="figcaption" sx={{ fontSize: '1rem', maxWidth: 240, textAlign: 'center' }}>
            {t.takeHome}
          </Typography>
          {/* Text, not a link: a tap on the desk's tablet would leave the screen for the PDF. */}
          <Typography
            sx={{ fontSize: '0.875rem', wordBreak: 'break-all', maxWidth: 240, textAlign: 'center' }}
          >
            {link}
          </Typography>
        </Box>
      </Box>
      {items.length === 0 ? (
        <Typography sx={{ fontSize: '1.5rem' }}>{t.empty}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={title}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          }}
        >
          {items.map((item) => (
            <Card component="li" key={item.n} variant="outlined" sx={{ display: 'flex', minHeight: 120 }}>
              {item.image ? (
                <Box
                  component="img"
                  src={item.image}
                  alt=""
                  sx={{ width: 140, objectFit: 'cover', flexShrink: 0 }}
                />
              ) : null}
              <CardContent sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
                <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
                  {item.n}
                  {t.types[item.type] ? ` · ${t.types[item.type]}` : ''}
                </Typography>
                <Typography component="h2" sx={{ fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.25 }}>
                  {item.title}
                </Typography>
                {item.subtitle ? (
                  <Typography sx={{ fontSize: '1.125rem' }}>{item.subtitle}</Typography>
                ) : null}
                {item.dates ? <Typography sx={{ fontSize: '1.125rem' }}>{item.dates}</Typography> : null}
                {item.address ? (
                  <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
                    {item.address}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}

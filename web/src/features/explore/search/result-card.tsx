import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { ASSET_TYPE_LABELS, type Asset, type ExploreConfig } from '@sportello/contracts';
import { exploreMessages as m } from '../messages';
import { rankOf, Stars } from '../parts/stars';
import { StatusLabel } from '../parts/status-label';
import { TypeIcon } from '../parts/type-icon';

/** The picture strip of a grid card: enough to recognise a place, short enough for 8 cards on screen. */
const PICTURE_HEIGHT = 120;

/** Stage count as "3 tappe"; a bike itinerary's 0 is not shown (spec 2 §9). */
export function stagesText(asset: Pick<Asset, 'type' | 'numTappe'>): string | null {
  const n = asset.numTappe;
  if (n === null || n === undefined) return null;
  if (n === 0 && asset.type === 'itinerario_bike_turismo') return null;
  if (!asset.type.startsWith('itinerario') && asset.type !== 'tour') return null;
  return m.stages(n);
}

/**
 * The card's info line: the info and the price, each part once, without what the card already
 * says (the subtitle, the municipality).
 */
function infoLine(asset: Asset): string {
  const said = new Set([asset.subtitle, asset.municipality?.name].filter(Boolean));
  const parts: string[] = [];
  for (const part of [asset.info, asset.price].flatMap((t) => t.split(' · ')).map((t) => t.trim())) {
    if (part && !said.has(part) && !parts.includes(part)) parts.push(part);
  }
  return parts.join(' · ');
}

/** The picture of a card, or its type's icon on a calm tile when it has none (or it fails). */
function Picture({ asset, dense }: { asset: Asset; dense: boolean }) {
  const [failed, setFailed] = useState(false);
  const size = dense ? { width: 88, height: 88, flex: 'none' } : { width: '100%', height: PICTURE_HEIGHT };
  if (asset.img?.src && !failed) {
    return (
      <Box
        component="img"
        src={asset.img.src}
        alt={asset.img.alt}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ ...size, objectFit: 'cover', display: 'block', borderRadius: dense ? 1 : 0 }}
      />
    );
  }
  return (
    <Box
      sx={{
        ...size,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(11, 92, 107, 0.07)',
        color: 'primary.main',
        borderRadius: dense ? 1 : 0,
      }}
    >
      <TypeIcon asset={asset} sx={{ fontSize: dense ? 36 : 48, opacity: 0.8 }} />
    </Box>
  );
}

/**
 * One result: picture (or type icon), type, title, subtitle, municipality, info or price, stars,
 * stages, the red status label; `dense` in the map's side list. Hovering or focusing it lights
 * its marker; the action slot (lists, favourites) sits outside the open button.
 */
export function ResultCard({
  asset,
  labels,
  dense = false,
  active = false,
  onOpen,
  onHighlight,
  actions,
}: {
  asset: Asset;
  labels: ExploreConfig['labels'];
  dense?: boolean;
  active?: boolean;
  onOpen: () => void;
  onHighlight?: (id: string | null) => void;
  actions?: ReactNode;
}) {
  const rank = rankOf(asset.fields);
  const stages = stagesText(asset);
  const line = infoLine(asset);
  return (
    <Card
      variant="outlined"
      data-asset-id={asset.id}
      onMouseEnter={() => onHighlight?.(asset.id)}
      onMouseLeave={() => onHighlight?.(null)}
      onFocus={() => onHighlight?.(asset.id)}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: active ? 'secondary.main' : undefined,
        boxShadow: active ? '0 0 0 1px #9a4a1f' : undefined,
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: active ? 'secondary.main' : 'primary.light' },
      }}
    >
      <CardActionArea
        onClick={onOpen}
        aria-label={m.open(asset.title, asset.municipality?.name)}
        sx={{
          display: 'flex',
          flexDirection: dense ? 'row' : 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          gap: dense ? 1.5 : 0,
          p: dense ? 1.25 : 0,
          flex: 1,
        }}
      >
        <Picture asset={asset} dense={dense} />
        <Box
          sx={{ p: dense ? 0 : 1.75, minWidth: 0, flex: 1, display: 'grid', gap: 0.4, alignContent: 'start' }}
        >
          <Typography
            variant="caption"
            sx={{ color: 'primary.dark', fontWeight: 650, textTransform: 'uppercase', letterSpacing: 0.4 }}
          >
            {ASSET_TYPE_LABELS[asset.type] ?? asset.type}
          </Typography>
          <Typography
            component="h3"
            sx={{
              fontWeight: 700,
              fontSize: dense ? '0.98rem' : '1.05rem',
              lineHeight: 1.3,
              overflowWrap: 'anywhere',
            }}
          >
            {asset.title}
          </Typography>
          {asset.subtitle ? (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {asset.subtitle}
            </Typography>
          ) : null}
          {rank || stages ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Stars rank={rank} />
              {stages ? (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {stages}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          {asset.municipality ? (
            <Typography
              variant="body2"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
            >
              <PlaceOutlined aria-hidden sx={{ fontSize: 16 }} />
              {asset.municipality.name}
              {asset.municipality.province ? ` (${asset.municipality.province})` : ''}
              {asset.distanceKm !== null ? ` · ${m.distance(asset.distanceKm)}` : ''}
            </Typography>
          ) : null}
          {line ? (
            <Typography variant="body2" sx={{ color: 'text.primary' }}>
              {line}
            </Typography>
          ) : null}
          {asset.status !== 0 ? (
            <Box>
              <StatusLabel asset={asset} labels={labels.status} />
            </Box>
          ) : null}
        </Box>
      </CardActionArea>
      {actions ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: 1, pb: 1 }}>{actions}</Box>
      ) : null}
    </Card>
  );
}

/** A card's shape while results load. */
export function ResultCardSkeleton({ dense = false }: { dense?: boolean }) {
  return (
    <Card
      variant="outlined"
      aria-hidden
      sx={{
        display: 'flex',
        flexDirection: dense ? 'row' : 'column',
        gap: dense ? 1.5 : 0,
        p: dense ? 1.25 : 0,
      }}
    >
      <SkeletonBlock sx={dense ? { width: 88, height: 88 } : { width: '100%', height: PICTURE_HEIGHT }} />
      <Box sx={{ p: dense ? 0 : 1.75, flex: 1, display: 'grid', gap: 0.75 }}>
        <SkeletonBlock sx={{ width: '35%', height: 12 }} />
        <SkeletonBlock sx={{ width: '80%', height: 18 }} />
        <SkeletonBlock sx={{ width: '60%', height: 14 }} />
      </Box>
    </Card>
  );
}

function SkeletonBlock({ sx }: { sx: object }) {
  return <Skeleton variant="rounded" sx={sx} />;
}

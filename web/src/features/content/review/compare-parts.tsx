import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { ImageValue, LocationValue } from '@sportello/contracts';
import { visuallyHidden } from '../../../components/table/table-cells';
import { wordDiff, type Part, type Side, type WordPiece } from './compare-model';
import { reviewMessages as m } from './messages';

/** Removed words struck through in red on the old side, added ones underlined in green on the new. */
function Pieces({ pieces }: { pieces: WordPiece[] }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.change === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.change === 'removed' ? (
          <Box
            key={i}
            component="del"
            sx={{ bgcolor: '#fde2e1', color: '#8a1c15', textDecorationColor: '#8a1c15', borderRadius: 0.5 }}
          >
            <span style={visuallyHidden}>[{m.deletedText}: </span>
            {p.text}
            <span style={visuallyHidden}>]</span>
          </Box>
        ) : (
          <Box
            key={i}
            component="ins"
            sx={{ bgcolor: '#d7f3dc', color: '#135c26', textDecorationColor: '#135c26', borderRadius: 0.5 }}
          >
            <span style={visuallyHidden}>[{m.insertedText}: </span>
            {p.text}
            <span style={visuallyHidden}>]</span>
          </Box>
        ),
      )}
    </>
  );
}

export function Empty({ label = m.notInserted }: { label?: string }) {
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {label}
    </Typography>
  );
}

function TextSide({
  part,
  side,
  diff,
}: {
  part: Extract<Part, { kind: 'text' }>;
  side: Side;
  diff: boolean;
}) {
  const own = side === 'old' ? part.old : part.new;
  if (!own.trim()) return <Empty />;
  if (!diff) return <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{own}</Box>;
  const d = wordDiff(part.old, part.new);
  return (
    <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <Pieces pieces={side === 'old' ? d.old : d.new} />
    </Box>
  );
}

function ImagesSide({
  part,
  side,
  diff,
}: {
  part: Extract<Part, { kind: 'images' }>;
  side: Side;
  diff: boolean;
}) {
  const own = side === 'old' ? part.old : part.new;
  const other = new Set((side === 'old' ? part.new : part.old).map((i) => i.id));
  if (!own.length) return <Empty />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {own.map((img: ImageValue, i) => {
        const changed = diff && !other.has(img.id);
        const color = side === 'old' ? '#c62828' : '#2e7d32';
        return (
          <Box key={`${img.id}-${i}`} component="figure" sx={{ m: 0, width: 96 }}>
            <Box
              component="img"
              src={img.src}
              alt={img.alt || img.info?.name || ''}
              width={96}
              height={72}
              loading="lazy"
              sx={{
                display: 'block',
                objectFit: 'cover',
                borderRadius: 1,
                bgcolor: 'grey.100',
                outline: changed ? `3px solid ${color}` : 'none',
                outlineOffset: 1,
                opacity: changed && side === 'old' ? 0.75 : 1,
              }}
            />
            {changed ? (
              <Typography component="figcaption" variant="caption" sx={{ color, fontWeight: 700 }}>
                {side === 'old' ? m.imageRemoved : m.imageAdded}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}

function PlacesSide({
  part,
  side,
  diff,
}: {
  part: Extract<Part, { kind: 'places' }>;
  side: Side;
  diff: boolean;
}) {
  const own = side === 'old' ? part.old : part.new;
  const other = side === 'old' ? part.new : part.old;
  if (!own.length) return <Empty />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {own.map((pl: LocationValue, i) => {
        const twin = other[i];
        const d = wordDiff(
          side === 'old' ? pl.address : (twin?.address ?? ''),
          side === 'old' ? (twin?.address ?? '') : pl.address,
        );
        const moved = diff && (!twin || twin.lat !== pl.lat || twin.lng !== pl.lng);
        return (
          <Box component="li" key={i} sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
            <PlaceOutlined
              fontSize="small"
              sx={{ mt: 0.25, color: moved ? (side === 'old' ? '#c62828' : '#2e7d32') : 'text.secondary' }}
              aria-hidden
            />
            <Box>
              <Box>{diff && twin ? <Pieces pieces={side === 'old' ? d.old : d.new} /> : pl.address}</Box>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {pl.lat != null && pl.lng != null ? m.coordinates(pl.lat, pl.lng) : m.noCoordinates}
                {moved && twin ? ` · ${m.placeMoved}` : ''}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** One part of a field on one side; differences marked only where both sides have the part. */
export function PartSide({ part, side, diff }: { part: Part; side: Side; diff: boolean }) {
  switch (part.kind) {
    case 'text':
      return <TextSide part={part} side={side} diff={diff} />;
    case 'images':
      return <ImagesSide part={part} side={side} diff={diff} />;
    case 'places':
      return <PlacesSide part={part} side={side} diff={diff} />;
  }
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { Asset, ExploreConfig, PreviewTemplate } from '@sportello/contracts';
import { exploreMessages as m } from '../messages';
import { rankOf, Stars } from '../parts/stars';
import { StatusLabel } from '../parts/status-label';
import { TypeIcon } from '../parts/type-icon';
import { stagesText } from '../search/result-card';

/** The preview's header: type, title, subtitle and the template's badges. */
export function PreviewHeader({
  asset,
  template,
  config,
  titleId,
}: {
  asset: Asset;
  template: PreviewTemplate;
  config: ExploreConfig;
  titleId: string;
}) {
  const badges = template.header.badges;
  const category = config.categories.find((c) => c.name === asset.category);
  const stages = stagesText(asset);
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography
        variant="caption"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          color: 'primary.dark',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: 0.4,
        }}
      >
        <TypeIcon asset={asset} sx={{ fontSize: 18 }} />
        {template.typeLabel}
      </Typography>
      <Typography id={titleId} component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
        {asset.title}
      </Typography>
      {asset.subtitle ? <Typography sx={{ color: 'text.secondary' }}>{asset.subtitle}</Typography> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        {badges.includes('stars') ? <Stars rank={rankOf(asset.fields)} size={20} /> : null}
        {badges.includes('category') && category ? <Chip size="small" label={category.label} /> : null}
        {badges.includes('municipality') && asset.municipality ? (
          <Chip
            size="small"
            variant="outlined"
            icon={<PlaceOutlined aria-hidden />}
            label={`${asset.municipality.name}${asset.municipality.province ? ` (${asset.municipality.province})` : ''}`}
          />
        ) : null}
        {badges.includes('stages') && stages ? <Chip size="small" variant="outlined" label={stages} /> : null}
        {asset.distanceKm !== null ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {m.distance(asset.distanceKm)}
          </Typography>
        ) : null}
        {badges.includes('status') || asset.status !== 0 ? (
          <StatusLabel asset={asset} labels={config.labels.status} />
        ) : null}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { Asset, ExploreConfig } from '@sportello/contracts';
import { MenuIcon } from '../../../components/menu-icon';

/** Expired (1) or deleted (other) items carry a red label with the configured icon (spec 2 §8). */
export function StatusLabel({
  asset,
  labels,
}: {
  asset: Pick<Asset, 'status' | 'statusLabel'>;
  labels: ExploreConfig['labels']['status'];
}) {
  if (asset.status === 0) return null;
  const conf = asset.status === 1 ? labels.expired : labels.deleted;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: '#b3261e',
        bgcolor: '#fdecea',
        border: 1,
        borderColor: '#f4c7c3',
        borderRadius: 1,
        px: 0.75,
        py: '1px',
        fontSize: 13,
        fontWeight: 650,
      }}
    >
      <MenuIcon name={conf.icon} sx={{ fontSize: 16 }} />
      {asset.statusLabel || conf.label}
    </Box>
  );
}

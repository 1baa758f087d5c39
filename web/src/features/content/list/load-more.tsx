import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ExpandMore from '@mui/icons-material/ExpandMore';

/** The load-more button under an accumulating list (the reply's nextPage.loadMoreLabel). */
export function LoadMore({
  label,
  loading,
  onClick,
  status,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
  /** "20 di 134": how much is on screen. */
  status?: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, mt: 2 }}>
      <Button
        variant="outlined"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
        startIcon={loading ? <CircularProgress size={18} aria-hidden /> : <ExpandMore aria-hidden />}
        sx={{ minWidth: 240, bgcolor: 'background.paper' }}
      >
        {label}
      </Button>
      {status ? (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
          {status}
        </Box>
      ) : null}
    </Box>
  );
}

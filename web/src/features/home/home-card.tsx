import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { MenuItem } from '@sportello/contracts';
import { MenuIcon } from '../../components/menu-icon';
import { useMenuTargetProps } from '../../components/use-menu-target';
import { menuItemTarget } from '../../lib/menu-target';
import { messages } from '../../lib/messages';

/** A start-page card: the same destination as its side-menu entry. */
export function HomeCard({ item, env }: { item: MenuItem; env: string }) {
  const targetProps = useMenuTargetProps();
  const target = menuItemTarget(item, env);
  const count = item.notifies ?? 0;
  const external = target.kind === 'link' && target.newTab;
  return (
    <Card variant="outlined" sx={{ flex: 1, display: 'flex', '&:hover': { borderColor: 'primary.light' } }}>
      <CardActionArea
        {...targetProps(target)}
        sx={{
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.5,
          height: '100%',
        }}
      >
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(11, 92, 107, 0.08)',
            color: item.iconColor || 'primary.main',
          }}
        >
          <Badge badgeContent={count} color="error" max={99} invisible={count <= 0}>
            <MenuIcon name={item.icon} />
          </Badge>
        </Box>
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.05rem', display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {item.name}
          {external ? <OpenInNew fontSize="small" aria-label={messages.common.newTab} /> : null}
        </Typography>
        {count > 0 ? (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
            {messages.shell.newBadge(count)}
          </Typography>
        ) : null}
        {item.alert ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.alert.title ? `${item.alert.title}: ` : ''}
            {item.alert.text}
          </Typography>
        ) : null}
      </CardActionArea>
    </Card>
  );
}

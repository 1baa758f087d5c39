import type { HTMLAttributes } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { MenuIcon } from '../../components/menu-icon';
import { messages } from '../../lib/messages';
import type { SearchOption } from './search-data';

const TYPE_ICON = {
  content: 'Article',
  guide: 'MenuBook',
  report: 'Assessment',
  user: 'Person',
  group: 'Groups',
  explore: 'Explore',
  agenda: 'ContactPhone',
} as const;

/** One row of the search list: thumbnail or type icon, title, info, "da verificare". */
export function SearchOptionView({
  props,
  option,
}: {
  props: HTMLAttributes<HTMLLIElement>;
  option: SearchOption;
}) {
  if (option.kind === 'all') {
    return (
      <li {...props}>
        <ArrowForward fontSize="small" sx={{ mr: 1.5, color: 'primary.main' }} aria-hidden />
        <Typography sx={{ fontWeight: 600, color: 'primary.main' }}>
          {messages.search.showAll(option.query)}
        </Typography>
      </li>
    );
  }
  const { item } = option;
  return (
    <li {...props}>
      <Avatar
        variant="rounded"
        src={item.image ?? undefined}
        alt=""
        sx={{ width: 36, height: 36, mr: 1.5, bgcolor: 'primary.light' }}
      >
        <MenuIcon name={TYPE_ICON[option.type]} fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {item.title}
        </Typography>
        {item.info ? (
          <Typography noWrap variant="body2" sx={{ color: 'text.secondary' }}>
            {item.info}
          </Typography>
        ) : null}
      </Box>
      {item.toVerify ? (
        <Chip size="small" color="warning" label={messages.search.toVerify} sx={{ ml: 1 }} />
      ) : null}
    </li>
  );
}

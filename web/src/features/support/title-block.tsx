import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { HelpData } from '@sportello/contracts';

type TitleBlockData = HelpData['titleBlock'];

/** The text under a help or contact modal's title (subtitle, text, optional link). */
export function TitleBlockIntro({ block }: { block: TitleBlockData }) {
  return (
    <>
      {block.subtitle ? (
        <Typography variant="h3" component="p" sx={{ mb: 1 }}>
          {block.subtitle}
        </Typography>
      ) : null}
      {block.text ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {block.text}
        </Typography>
      ) : null}
      {block.textLink ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link href={block.textLink.href} target="_blank" rel="noopener noreferrer">
            {block.textLink.label}
          </Link>
        </Typography>
      ) : null}
    </>
  );
}

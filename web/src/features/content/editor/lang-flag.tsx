import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Small flags of the content languages (ISO country codes as the server names them), drawn inline. */
const FLAGS: Record<string, ReactNode> = {
  it: (
    <>
      <rect width="20" height="30" fill="#009246" />
      <rect x="20" width="20" height="30" fill="#fff" />
      <rect x="40" width="20" height="30" fill="#ce2b37" />
    </>
  ),
  fr: (
    <>
      <rect width="20" height="30" fill="#002395" />
      <rect x="20" width="20" height="30" fill="#fff" />
      <rect x="40" width="20" height="30" fill="#ed2939" />
    </>
  ),
  de: (
    <>
      <rect width="60" height="10" fill="#000" />
      <rect y="10" width="60" height="10" fill="#dd0000" />
      <rect y="20" width="60" height="10" fill="#ffce00" />
    </>
  ),
  es: (
    <>
      <rect width="60" height="30" fill="#aa151b" />
      <rect y="7.5" width="60" height="15" fill="#f1bf00" />
    </>
  ),
  gb: (
    <>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </>
  ),
};

/** The flag beside a language's name; decorative (the name says the language). */
export function LangFlag({ flag, muted = false }: { flag: string; muted?: boolean }) {
  const shape = FLAGS[flag.toLowerCase()];
  const sx = {
    flexShrink: 0,
    width: 24,
    height: 16,
    mr: 1.25,
    borderRadius: 0.5,
    boxShadow: '0 0 0 1px rgba(0,0,0,0.15)',
    filter: muted ? 'grayscale(1)' : undefined,
    opacity: muted ? 0.6 : 1,
  };
  if (shape)
    return (
      <Box component="svg" viewBox="0 0 60 30" preserveAspectRatio="none" aria-hidden sx={sx}>
        {shape}
      </Box>
    );
  if (/^(\/|https?:)/.test(flag)) return <Box component="img" src={flag} alt="" sx={sx} />;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        ...sx,
        boxShadow: 'none',
        fontSize: 11,
        fontWeight: 700,
        textTransform: 'uppercase',
        textAlign: 'center',
      }}
    >
      {flag.slice(0, 2)}
    </Box>
  );
}

import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { SsoError, SsoProvidersReply } from '@sportello/contracts';
import { ssoProviders } from './auth-api';
import { authMessages } from './messages';

export const ssoProvidersQuery = {
  queryKey: ['auth', 'sso-providers'],
  queryFn: ssoProviders,
  staleTime: Infinity,
} as const;

/** "Accedi con {provider}", one button per configured provider, below the password form. */
export function SsoButtons({ next }: { next?: string }) {
  const { data } = useQuery(ssoProvidersQuery);
  if (!data?.providers.length) return null;
  const query = next ? `?${new URLSearchParams({ next })}` : '';
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{authMessages.ssoOr}</Divider>
      {data.providers.map((p) => (
        <Button key={p.key} href={`${p.startUrl}${query}`} variant="outlined" size="large" fullWidth>
          {authMessages.ssoButton(p.name)}
        </Button>
      ))}
    </Box>
  );
}

/** Why a sign-in with a provider came back here, in Italian; null when it did not. */
export function ssoRefusal(
  error: string | null,
  key: string | null,
  providers: SsoProvidersReply['providers'] | undefined,
): string | null {
  if (!error) return null;
  const texts = authMessages.ssoErrors as Record<SsoError, (p: string) => string>;
  const text = texts[error as SsoError] ?? texts.failed;
  const name = providers?.find((p) => p.key === key)?.name ?? authMessages.ssoUnknownProvider;
  return text(name);
}

/** The longest answer kept on a mail's row (an SMTP reply is a line; a stack is not kept). */
const LONGEST = 500;

/**
 * What to show of a failed try: the SMTP server's own answer when it gave one ("550 5.1.1 …
 * Recipient address rejected"), otherwise what went wrong on the way (a refused connection, a
 * timeout), on one line. The SMTP URL's password never appears, even where a library quoted it.
 */
export function smtpAnswer(err: unknown, smtpUrl: string): string {
  const e = err as { response?: unknown; code?: unknown; message?: unknown };
  const answer =
    typeof e?.response === 'string' && e.response.trim()
      ? e.response
      : [
          typeof e?.code === 'string' ? e.code : null,
          typeof e?.message === 'string' ? e.message : String(err),
        ]
          .filter(Boolean)
          .join(': ');
  let text = answer.replace(/\s+/g, ' ').trim();
  for (const secret of passwordOf(smtpUrl)) text = text.split(secret).join('***');
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

function passwordOf(smtpUrl: string): string[] {
  try {
    const { password } = new URL(smtpUrl);
    return [...new Set([password, decodeURIComponent(password)])].filter(Boolean);
  } catch {
    return [];
  }
}

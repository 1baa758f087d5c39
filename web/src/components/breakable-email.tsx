/** An e-mail address that may wrap before the @ rather than in the middle of a word. */
export function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

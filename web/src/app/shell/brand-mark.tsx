/** The small brand square (same drawing as the favicon). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#ffffff" />
      <path
        d="M16 40c0-4 3-6 8-6h16c3 0 4-1.6 4-3.5S42.7 27 40 27H24c-5 0-8-2.4-8-6.5S19 14 24 14h22v6H24.5c-1.6 0-2.5.6-2.5 1.5s.9 1.5 2.5 1.5H40c5.5 0 10 2.6 10 8.5S45.5 40 40 40H24.5c-1.6 0-2.5.6-2.5 1.5v.5H16z"
        fill="#0b5c6b"
      />
      <rect x="16" y="44" width="32" height="6" rx="3" fill="#f2b84b" />
    </svg>
  );
}

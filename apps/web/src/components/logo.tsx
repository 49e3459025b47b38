/** The Holeout mark: a flag in the cup with a ball rolling in. Decorative; pair it with text. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="logo-mark">
      <circle cx="32" cy="32" r="30" fill="#1f5135" />
      <ellipse cx="32" cy="45" rx="15" ry="5" fill="#0d2a1b" />
      <rect x="31" y="12" width="3" height="33" rx="1.5" fill="#f4f1e8" />
      <path d="M34 12 L50 18 L34 24 Z" fill="#f2c14e" />
      <circle cx="20" cy="44" r="4" fill="#ffffff" />
    </svg>
  );
}

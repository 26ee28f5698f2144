/**
 * The hero picture as a small inline SVG (about 1 KB): sharp on every screen, no extra request,
 * and it cannot shift the layout. Colours are fixed on purpose: it is an illustration.
 */
export function HeroArt({ className, label }: { className: string; label: string }) {
  return (
    <svg className={className} viewBox="0 0 400 300" role="img" aria-label={label}>
      <title>{label}</title>
      <rect width="400" height="300" rx="16" fill="#e8f1e4" />
      <circle cx="330" cy="62" r="30" fill="#f2b632" />
      <path d="M0 230 Q100 200 200 226 T400 218 V300 H0Z" fill="#9cc38a" />
      <path d="M210 150 h130 v78 h-130z" fill="#b5683a" />
      <path d="M200 152 l75 -46 l75 46z" fill="#7a3f22" />
      <rect x="262" y="186" width="26" height="42" fill="#4a2614" />
      <ellipse cx="238" cy="240" rx="14" ry="10" fill="#fff" />
      <circle cx="248" cy="232" r="6" fill="#fff" />
      <path d="M252 230 l6 2 l-6 2z" fill="#e38b1c" />
      <ellipse cx="310" cy="246" rx="13" ry="9" fill="#f6e3c4" />
      <circle cx="320" cy="239" r="5.5" fill="#f6e3c4" />
      <circle cx="110" cy="104" r="22" fill="#6b3e26" />
      <path d="M76 236 q-4 -92 34 -104 q38 12 34 104z" fill="#1f5f3a" />
      <rect x="128" y="150" width="26" height="44" rx="5" fill="#222" />
      <rect x="131" y="154" width="20" height="34" rx="2" fill="#8fd1ff" />
      <path d="M96 80 q14 -16 30 0 q-15 -7 -30 0z" fill="#d8452f" />
    </svg>
  );
}

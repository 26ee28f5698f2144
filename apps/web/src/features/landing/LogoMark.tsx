/** Kiwo's mark (the favicon's drawing), inline so the navbar needs no image request. */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f5f3a" />
      <path d="M18 46V18h6v12l12-12h8L31 31l14 15h-8L24 32v14z" fill="#fff" />
    </svg>
  );
}

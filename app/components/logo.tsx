/** The Haulbridge mark: a bridge over water. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M5 20c3.5-7 18.5-7 22 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M5 20h22M10 20v-4.2M16 20v-6.3M22 20v-4.2" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M6 25c2 1 4 1 6 0s4-1 6 0 4 1 6 0" fill="none" stroke="#99f6e4" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

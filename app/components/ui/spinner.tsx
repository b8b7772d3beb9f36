export function Spinner({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Full-screen waiting state with a message, e.g. "Loading your cosmic profile...". */
export function FullScreenSpinner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-night-950/80 text-white backdrop-blur-sm">
      <Spinner className="h-12 w-12 text-gold-300" />
      <p className="font-display text-xl">{title}</p>
      {subtitle ? <p className="text-sm text-night-200">{subtitle}</p> : null}
    </div>
  );
}

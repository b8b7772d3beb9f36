import { useEffect, useState, useSyncExternalStore } from "react";
import { TOAST_DURATION_MS } from "~/domain/toast-messages";

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" };

// One toast at a time (docs/product.md#constants): a new one replaces the current one.
let current: (ToastMessage & { id: number }) | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast from the browser (validation, clipboard, polling results). */
export function toast(message: ToastMessage) {
  current = { ...message, id: nextId++ };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The flashed toast from the server (shown without JavaScript) and any raised in the browser later. A page
 * without the framework also carries an empty toast per variant (`templates`) for app/browser/toast.ts.
 */
export function Toaster({ flashed, templates: withTemplates = false }: { flashed: ToastMessage | null; templates?: boolean }) {
  const live = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [flashVisible, setFlashVisible] = useState(Boolean(flashed));
  const [lastFlashed, setLastFlashed] = useState(flashed);
  // The newest toast wins: a server toast that arrives after a browser one (a redirect after a
  // form the browser had complained about) replaces it, instead of hiding behind it.
  const [liveBefore, setLiveBefore] = useState(0);
  if (flashed !== lastFlashed) {
    setLastFlashed(flashed);
    setFlashVisible(Boolean(flashed));
    if (flashed) setLiveBefore(nextId);
  }

  const liveIsNewer = live !== null && live.id >= liveBefore;
  const shown = liveIsNewer ? live : flashVisible ? flashed : null;
  const shownKey = shown === live && live ? `live-${live.id}` : flashed ? `flash-${flashed.title}` : "";

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      if (shown === live && live) dismiss(live.id);
      else setFlashVisible(false);
    }, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);

  return (
    <>
      {shown ? <ToastView message={shown} /> : <div aria-live="polite" className="sr-only" />}
      {withTemplates ? <ToastTemplates /> : null}
    </>
  );
}

/** One empty toast per variant: the page script (app/browser/toast.ts) fills a copy for a toast raised in the browser. */
function ToastTemplates() {
  return (
    <>
      {(["default", "destructive"] as const).map((variant) => (
        <template key={variant} data-toast-template={variant}>
          <ToastView message={{ title: "", description: "", variant }} />
        </template>
      ))}
    </>
  );
}

/** One toast's markup; a page served without the framework renders its own (its page script fades it). */
export function ToastView({ message }: { message: ToastMessage }) {
  const destructive = message.variant === "destructive";
  return (
    // At the foot of the screen: a toast never covers the header and its navigation (phone or desktop).
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 pb-[env(safe-area-inset-bottom)]">
      <div
        role={destructive ? "alert" : "status"}
        data-toast=""
        data-variant={destructive ? "destructive" : "default"}
        className={`pointer-events-auto w-full max-w-md rounded-xl border p-4 shadow-lg ${
          destructive
            ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            : "border-night-200 bg-white text-slate-900 dark:border-night-700 dark:bg-[#1b1440] dark:text-slate-100"
        }`}
      >
        <p className="font-semibold" data-toast-title="">
          {message.title}
        </p>
        {message.description !== undefined ? (
          <p className="mt-1 text-sm" data-toast-description="">
            {message.description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

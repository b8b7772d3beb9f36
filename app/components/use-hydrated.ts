import { useEffect, useRef, useSyncExternalStore, type FormEvent } from "react";
import { useSubmit } from "react-router";

const subscribe = () => () => {};

/** False during the server render and hydration, true afterwards: JavaScript-only behaviour keys off it. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** A GET filter form's onChange: with JavaScript it submits as you type (after a 250 ms pause); without, on submit. */
export function useSubmitAsYouType() {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 250);
  };
}

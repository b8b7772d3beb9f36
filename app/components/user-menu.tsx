import { lazy, Suspense, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { useHydrated } from "~/components/use-hydrated";
import type { RootUser } from "~/root-data";
import { useLocalePath, useT } from "~/i18n/use-t";

// The dialog's code loads after the page has hydrated: a page that never opens it (or a guest's) pays nothing for it.
const PreferencesDialog = lazy(() => import("~/components/preferences-dialog").then((module) => ({ default: module.PreferencesDialog })));

/**
 * The signed-in menu: a <details> dropdown (no JavaScript needed); Preferences is a page without
 * JavaScript and a dialog with it (on a page without the framework, app/browser/enhance.ts opens it).
 */
export function UserMenu({ user }: { user: RootUser }) {
  const details = useRef<HTMLDetailsElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const t = useT();
  const to = useLocalePath();
  const loggingOut = navigation.state !== "idle" && navigation.formAction === "/logout";

  useEffect(() => {
    // Close the dropdown on outside clicks and Escape (JavaScript only; <details> works without it).
    function close(event: Event) {
      const dismiss = event instanceof KeyboardEvent ? event.key === "Escape" : !details.current?.contains(event.target as Node);
      if (dismiss && details.current?.open) details.current.open = false;
    }
    const events = ["click", "keydown"] as const;
    for (const type of events) document.addEventListener(type, close);
    return () => events.forEach((type) => document.removeEventListener(type, close));
  }, []);

  return (
    <>
      <details ref={details} className="relative" data-user-menu="">
        <summary className="btn-outline cursor-pointer list-none [&::-webkit-details-marker]:hidden" data-testid="user-menu">
          <span aria-hidden="true">☾</span>
          <span data-display-name="">{user.displayName}</span>
        </summary>
        <div className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-night-200 bg-white p-2 shadow-xl dark:border-night-700 dark:bg-[#150f33]">
          <div className="border-b border-night-100 px-3 py-2 dark:border-night-800">
            <p className="font-semibold" data-display-name="">
              {user.displayName}
            </p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
          </div>
          <nav className="flex flex-col py-1 text-sm" aria-label={t("frame.accountNav")}>
            <Link className="rounded-md px-3 py-2 hover:bg-night-100 dark:hover:bg-night-900" to={to("/pricing")}>
              {t("frame.pricing")}
            </Link>
            <Link className="rounded-md px-3 py-2 hover:bg-night-100 dark:hover:bg-night-900" to="/settings" reloadDocument>
              {t("frame.settings")}
            </Link>
            <Link
              className="rounded-md px-3 py-2 hover:bg-night-100 dark:hover:bg-night-900"
              to="/preferences"
              data-open-dialog={hydrated ? undefined : "preferences-dialog"}
              onClick={(event) => {
                // Until the dialog's code has arrived, the link goes to the Preferences page.
                if (!dialog.current) return;
                event.preventDefault();
                if (details.current) details.current.open = false;
                dialog.current.showModal();
              }}
            >
              {t("frame.preferences")}
            </Link>
            {user.isAdmin ? (
              <Link className="rounded-md px-3 py-2 hover:bg-night-100 dark:hover:bg-night-900" to="/admin">
                {t("frame.adminPanel")}
              </Link>
            ) : null}
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="w-full rounded-md px-3 py-2 text-left hover:bg-night-100 dark:hover:bg-night-900"
                disabled={loggingOut}
                data-pending-text={t("frame.loggingOut")}
              >
                {loggingOut ? t("frame.loggingOut") : t("frame.logout")}
              </button>
            </Form>
          </nav>
        </div>
      </details>
      {/* The dialog is a JavaScript enhancement; without it, /preferences is a page. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <PreferencesDialog ref={dialog} user={user} />
        </Suspense>
      ) : null}
    </>
  );
}

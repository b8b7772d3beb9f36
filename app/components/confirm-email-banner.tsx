import type { RootUser } from "~/root-data";

/** Under the header while the address is unconfirmed: no daily insight email goes out until the link is followed. */
export function ConfirmEmailBanner({ user }: { user: Pick<RootUser, "email" | "emailVerified"> }) {
  if (user.emailVerified) return null;
  return (
    <aside aria-label="Confirm your email" data-testid="confirm-email-banner" className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
        <strong className="font-semibold">Confirm your email:</strong> we sent a link to {user.email}. Daily insight emails wait until it is
        followed.{" "}
        <a href="/settings#email" className="font-semibold underline underline-offset-2">
          Send it again or change the address
        </a>
      </p>
    </aside>
  );
}

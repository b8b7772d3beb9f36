import { useState } from "react";
import { toast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import { LOGOUT_FAILED } from "~/domain/toast-messages";

/**
 * Logout as a POST. Without JavaScript the browser posts the form and follows the redirect (a failure
 * comes back as the flashed "Logout failed" toast). With it, the post is a fetch: success loads
 * /login as a whole page, which drops every cached loader result; a failure, the server's or the
 * network's, leaves the member where they are with the toast.
 */
export function LogoutForm({ className }: { className: string }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const response = await fetch("/logout", { method: "POST", body: new URLSearchParams(), credentials: "same-origin" });
      if (response.ok && new URL(response.url).pathname === "/login") {
        window.location.assign("/login");
        return;
      }
    } catch {
      // The network failed: told below.
    }
    setPending(false);
    toast({ ...LOGOUT_FAILED, variant: "destructive" });
  }

  return (
    <form method="post" action="/logout" onSubmit={hydrated ? onSubmit : undefined}>
      <button type="submit" className={className} disabled={pending}>
        {pending ? "Logging out..." : "Logout"}
      </button>
    </form>
  );
}

/** The admin header's logout button. */
export function LogoutButton() {
  return <LogoutForm className="btn-outline" />;
}

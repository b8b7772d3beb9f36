import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { Brand } from "~/components/site-header";
import { LogoutButton } from "~/components/logout-button";
import { ThemeSwitch } from "~/components/theme-switch";
import { requireAdmin } from "~/http/guards.server";
import { memberLocale, viewMessages } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["admin.meta"] }];

/** The panel's layout: admins only (others go to "/", guests to /login); every tab checks again. Its words (and the blog's categories) serve every tab. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { adminEmail: admin.email, messages: viewMessages(memberLocale(admin), "admin", "blog") };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <header className="border-b border-night-200 bg-white/80 backdrop-blur dark:border-night-900 dark:bg-[#0f0a27]/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <div className="flex items-center gap-4">
            <Brand />
            <h1 className="text-2xl font-semibold">{t("admin.heading")}</h1>
          </div>
          <div className="flex items-center gap-2">
            <span className="hidden text-sm text-slate-600 sm:inline dark:text-slate-300">{loaderData.adminEmail}</span>
            <ThemeSwitch />
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <AdminTabs />
        <div className="mt-6">
          <Outlet />
        </div>
      </main>
    </>
  );
}

import { Link } from "~/components/ui/link";
import { ThemeSwitch } from "~/components/theme-switch";
import { UserMenu } from "~/components/user-menu";
import type { RootUser } from "~/root-data";
import { useLocalePath, useT } from "~/i18n/use-t";

const HEADER_CLASS = "border-b border-night-200 bg-white/80 backdrop-blur dark:border-night-900 dark:bg-[#0f0a27]/80";

export function Brand() {
  const to = useLocalePath();
  return (
    // The signed-in home loads as a document (served without the framework, decision record 004).
    <Link to={to("/")} reloadDocument className="flex items-center gap-2 font-display text-xl font-semibold text-night-900 dark:text-night-100">
      <span aria-hidden="true" className="text-gold-400">
        ✦
      </span>
      Three Skies
    </Link>
  );
}

/** The header of signed-in pages: brand, blog, the theme switch and the user menu. */
export function AppHeader({ user, children }: { user: RootUser; children?: React.ReactNode }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <header className={HEADER_CLASS}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Brand />
        <nav className="flex items-center gap-2" aria-label={t("frame.mainNav")}>
          {children}
          <Link to={to("/blog")} className="btn-ghost">
            {t("frame.blog")}
          </Link>
          <ThemeSwitch />
          <UserMenu user={user} />
        </nav>
      </div>
    </header>
  );
}

/** The header of public pages: brand, Blog, the theme switch and Sign In (or the user menu when signed in). */
export function PublicHeader({ user }: { user: RootUser | null }) {
  const t = useT();
  const to = useLocalePath();
  if (user) return <AppHeader user={user} />;
  return (
    <header className={HEADER_CLASS}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Brand />
        <nav className="flex items-center gap-2" aria-label={t("frame.mainNav")}>
          <Link to={to("/blog")} className="btn-ghost">
            {t("frame.blog")}
          </Link>
          <ThemeSwitch />
          <Link to="/login" className="btn-primary">
            {t("frame.signIn")}
          </Link>
        </nav>
      </div>
    </header>
  );
}

import { NavLink } from "react-router";
import { useT, type Messages } from "~/i18n/use-t";
// The nine tabs of the admin panel, in the product's order (docs/product.md#admin-panel); add-user is the default.
import adminTabs from "./data/admin-tabs.json" with { type: "json" };

/** A tab's meta: its title (`admin.meta.<key>`) from the panel's words, which the layout's loader hands over. */
export const adminMeta = (key: string) => ({ matches }: { matches: ({ id: string; data: unknown } | undefined)[] }) => [
  { title: (matches.find((match) => match?.id === "routes/admin")?.data as { messages: Messages } | undefined)?.messages[`admin.meta.${key}`] },
];

/** Tabs as links (they work without JavaScript); the current one has aria-current="page". */
export function AdminTabs() {
  const t = useT();
  return (
    <nav aria-label={t("admin.sections")}>
      {/* One row at 1280 px; narrower, the row wraps instead of scrolling, so every tab (and the current one) is always in view. */}
      <ul className="flex flex-wrap gap-0.5 rounded-xl border border-night-200 bg-white p-1 dark:border-night-800 dark:bg-[#150f33]">
        {adminTabs.map((tab) => (
          <li key={tab}>
            <NavLink
              to={`/admin/${tab}`}
              data-tab={tab}
              className={({ isActive }) =>
                `block rounded-lg px-2.5 py-2 text-sm font-medium transition-colors ${
                  isActive
                    ? "bg-night-700 text-white dark:bg-night-600"
                    : "text-night-900 hover:bg-night-100 dark:text-night-100 dark:hover:bg-night-900"
                }`
              }
            >
              {t(`admin.tab.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

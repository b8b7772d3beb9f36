/**
 * The frame of a page served without the framework (decision record 004), written as markup: the
 * signed-in header with its menu and theme switch, the Preferences dialog, the toast templates and the
 * footer. They are about a hundred elements on every signed-in page, often more than the page's own
 * content, and React spends several microseconds on each (decision record 008, seventh round); a
 * page that never hydrates never updates them. Each function writes what its React component writes
 * there, byte for byte (app/components/chrome-markup.test.tsx renders both). The server's entry hands
 * them to the components (`ChromeMarkupContext`, app/components/chrome.ts), so none of this reaches
 * the browser; a page that hydrates keeps the components.
 */
import { el, template, text, voidEl } from "~/components/chart/svg-markup";
import { deliveryChannels, FOOTER_LINKS, type ChromeMarkup } from "~/components/chrome";
import type { Theme } from "~/domain/theme";
import type { RootUser } from "~/root-data";

const MENU_ITEM = "rounded-md px-3 py-2 hover:bg-night-100 dark:hover:bg-night-900";

// The parts that are the same on every page are written once, when the module loads.
const BRAND = el(
  "a",
  { href: "/", class: "flex items-center gap-2 font-display text-xl font-semibold text-night-900 dark:text-night-100" },
  el("span", { "aria-hidden": "true", class: "text-gold-400" }, "✦"),
  "Three Skies",
);
const BLOG_LINK = el("a", { href: "/blog", class: "btn-ghost" }, "Blog");
const THEME_BUTTONS =
  el(
    "button",
    { type: "submit", value: "dark", class: "btn-ghost dark:hidden", "aria-label": "Switch to dark theme", "data-testid": "theme-toggle", name: "theme" },
    el("span", { "aria-hidden": "true" }, "\u263E\uFE0E"),
    el("span", { class: "max-sm:sr-only" }, "Dark mode"),
  ) +
  el(
    "button",
    { type: "submit", value: "light", class: "btn-ghost hidden dark:inline-flex", "aria-label": "Switch to light theme", "data-testid": "theme-toggle-light", name: "theme" },
    el("span", { "aria-hidden": "true" }, "\u2600\uFE0E"),
    el("span", { class: "max-sm:sr-only" }, "Light mode"),
  );
const MENU_LINKS =
  el("a", { href: "/pricing", class: MENU_ITEM }, "Pricing") +
  el("a", { href: "/settings", class: MENU_ITEM }, "Settings") +
  el("a", { href: "/preferences", class: MENU_ITEM, "data-open-dialog": "preferences-dialog" }, "Preferences");
const ADMIN_LINK = el("a", { href: "/admin", class: MENU_ITEM }, "Admin Panel");
const LOGOUT = el(
  "form",
  { action: "/logout", method: "post" },
  el("button", { type: "submit", class: "w-full rounded-md px-3 py-2 text-left hover:bg-night-100 dark:hover:bg-night-900", "data-pending-text": "Logging out..." }, "Logout"),
);

/** The header's markup with and without the Admin Panel link, the user's name and address and the page's path as slots. */
const headerTemplates = [false, true].map((admin) =>
  template(["here", "name", "email"], (slot) => {
    const theme = el("form", { action: "/theme", method: "post" }, voidEl("input", { type: "hidden", name: "redirectTo", value: slot.here }), THEME_BUTTONS);
    const menu = el(
      "details",
      { class: "relative", "data-user-menu": "" },
      el(
        "summary",
        { class: "btn-outline cursor-pointer list-none [&::-webkit-details-marker]:hidden", "data-testid": "user-menu" },
        el("span", { "aria-hidden": "true" }, "☾"),
        el("span", { "data-display-name": "" }, slot.name),
      ),
      el(
        "div",
        { class: "absolute right-0 z-40 mt-2 w-64 rounded-xl border border-night-200 bg-white p-2 shadow-xl dark:border-night-700 dark:bg-[#150f33]" },
        el(
          "div",
          { class: "border-b border-night-100 px-3 py-2 dark:border-night-800" },
          el("p", { class: "font-semibold", "data-display-name": "" }, slot.name),
          el("p", { class: "truncate text-sm text-slate-600 dark:text-slate-300" }, slot.email),
        ),
        el("nav", { class: "flex flex-col py-1 text-sm", "aria-label": "Account" }, MENU_LINKS, admin ? ADMIN_LINK : "", LOGOUT),
      ),
    );
    return el(
      "div",
      { class: "mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3" },
      BRAND,
      el("nav", { class: "flex items-center gap-2", "aria-label": "Main" }, BLOG_LINK, theme, menu),
    );
  }),
);

/** Inside <header> of a signed-in page (AppHeader): the brand, Blog, the theme switch and the user menu. `here` is the page's path and query. */
function appHeaderMarkup(user: RootUser, here: string): string {
  return headerTemplates[user.isAdmin ? 1 : 0]!({ here, name: user.displayName, email: user.email });
}

const PREFERENCES_TOP =
  el("h2", { id: "preferences-title", class: "text-xl font-semibold" }, "User Preferences") +
  el("p", { class: "mb-4 text-sm text-slate-600 dark:text-slate-300" }, "Customize your experience");
const NAME_LABEL = el("label", { for: "dialog-pref-username", class: "label" }, "Display Name");
const NAME_HINT = el("p", { id: "dialog-pref-username-hint", class: "hint" }, "Shown in the top right corner.");
const THEME_CHOICES = ["system", "light", "dark"] as const;
/** The theme field, one for each choice selected. */
const THEME_FIELDS = Object.fromEntries(
  THEME_CHOICES.map((chosen) => {
    const option = (value: string, label: string) => el("option", { value, selected: value === chosen ? "" : undefined }, label);
    const field = el(
      "div",
      {},
      el("label", { for: "dialog-pref-theme", class: "label" }, "Theme"),
      el("select", { id: "dialog-pref-theme", name: "theme", class: "input" }, option("system", "Same as this device"), option("light", "Light"), option("dark", "Dark")),
    );
    return [chosen, field];
  }),
) as Record<Theme | "system", string>;
const insightsCheckbox = (premium: boolean, checked: boolean) =>
  el(
    "label",
    { class: "flex items-center gap-2 text-sm" },
    voidEl("input", { type: "checkbox", disabled: premium ? undefined : "", class: "h-4 w-4 accent-night-700", name: "sendDailyInsights", checked: checked ? "" : undefined, value: "on" }),
    "Send me daily insights",
    el("span", { class: "rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-night-950" }, "Premium"),
  );
const INSIGHTS_PREMIUM = {
  on: voidEl("input", { type: "hidden", name: "sendDailyInsights", value: "off" }) + insightsCheckbox(true, true),
  off: voidEl("input", { type: "hidden", name: "sendDailyInsights", value: "off" }) + insightsCheckbox(true, false),
};
const INSIGHTS_FREE =
  insightsCheckbox(false, false) +
  el("p", { class: "mt-2 text-sm text-slate-700 dark:text-slate-300" }, "Subscribe to Premium to receive daily personalized insights.<!-- --> ", el("a", { href: "/pricing", class: "link" }, "Upgrade now"));
const SETTINGS_LINK = el("a", { href: "/settings#delivery", class: "link" }, "Email, text and time in Settings");
const DIALOG_BUTTONS = el(
  "div",
  { class: "flex justify-end gap-2" },
  el("button", { type: "button", class: "btn-outline", "data-close-dialog": "" }, "Cancel"),
  el("button", { type: "submit", class: "btn-primary", "data-pending-text": "Saving..." }, "Save Changes"),
);

/** The Preferences form around its insights box (markup, with any slots of its own), the display name given as a slot. */
function dialogMarkup(theme: Theme | "system", insights: string, username: string): string {
  return el(
    "form",
    { class: "p-6", "data-preferences": "", action: "/preferences", method: "post" },
    PREFERENCES_TOP,
    el(
      "div",
      { class: "space-y-4" },
      el(
        "div",
        {},
        NAME_LABEL,
        voidEl("input", { id: "dialog-pref-username", class: "input", maxLength: 50, "aria-describedby": "dialog-pref-username-hint", name: "username", value: username }),
        NAME_HINT,
      ),
      THEME_FIELDS[theme],
      el("div", { class: "rounded-lg border border-night-200 p-3 dark:border-night-800" }, insights),
      DIALOG_BUTTONS,
    ),
  );
}

/** The form for a free member, by theme: the display name to fill. */
const freeDialogs = new Map(THEME_CHOICES.map((theme) => [theme, template(["username"], (slot) => dialogMarkup(theme, INSIGHTS_FREE, slot.username))]));
/** The form for a Premium member, by insights switched on or off and theme: the display name and the delivery channels to fill. */
const premiumDialogs = new Map(
  (["on", "off"] as const).flatMap((insights) =>
    THEME_CHOICES.map((theme) => [
      `${insights} ${theme}`,
      template(["username", "channels"], (slot) =>
        dialogMarkup(theme, INSIGHTS_PREMIUM[insights] + el("p", { class: "mt-2 text-sm text-slate-700 dark:text-slate-300" }, `${slot.channels}<!-- --> `, SETTINGS_LINK), slot.username),
      ),
    ]),
  ),
);

/** Inside <dialog id="preferences-dialog"> (PreferencesDialogPlain): the Preferences form. */
function preferencesDialogMarkup(user: RootUser, theme: Theme | null): string {
  const username = user.username ?? user.firstName ?? "";
  const chosen = theme ?? "system";
  if (!user.premium) return freeDialogs.get(chosen)!({ username });
  return premiumDialogs.get(`${user.sendDailyInsights ? "on" : "off"} ${chosen}`)!({ username, channels: deliveryChannels(user) });
}

/** Inside <footer> (SiteFooter): the public pages' links and the licence. */
function footerMarkup(sourceUrl: string): string {
  return (
    el(
      "nav",
      { "aria-label": "Footer", class: "flex flex-wrap justify-center gap-4" },
      ...FOOTER_LINKS.map(([href, label]) => el("a", { href, class: "link" }, text(label))),
      el("a", { class: "link", href: sourceUrl, rel: "noopener" }, "Source"),
    ) + el("p", { class: "mt-3" }, "© Three Skies · Free software under the AGPL-3.0")
  );
}

/** Inside <template data-toast-template> (the Toaster's templates): an empty toast of the variant for public/enhance.js to fill. */
function toastTemplateMarkup(variant: "default" | "destructive"): string {
  const destructive = variant === "destructive";
  const colours = destructive
    ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    : "border-night-200 bg-white text-slate-900 dark:border-night-700 dark:bg-[#1b1440] dark:text-slate-100";
  return el(
    "div",
    { "aria-live": "polite", class: "pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4 pb-[env(safe-area-inset-bottom)]" },
    el(
      "div",
      { role: destructive ? "alert" : "status", "data-toast": "", "data-variant": variant, class: `pointer-events-auto w-full max-w-md rounded-xl border p-4 shadow-lg ${colours}` },
      el("p", { class: "font-semibold", "data-toast-title": "" }),
      el("p", { class: "mt-1 text-sm", "data-toast-description": "" }),
    ),
  );
}

const toastTemplates = { default: toastTemplateMarkup("default"), destructive: toastTemplateMarkup("destructive") };
let footer: { sourceUrl: string; html: string } | undefined;

/** What the server's entry provides to the components of a page served without the framework. */
export const chromeMarkup: ChromeMarkup = {
  header: appHeaderMarkup,
  preferences: preferencesDialogMarkup,
  toastTemplate: (variant) => toastTemplates[variant],
  footer(sourceUrl) {
    if (footer?.sourceUrl !== sourceUrl) footer = { sourceUrl, html: footerMarkup(sourceUrl) };
    return footer.html;
  },
};

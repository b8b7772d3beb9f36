/**
 * What the frame of a page (header, Preferences dialog, toasts, footer) shares between its components
 * and its markup (chrome-markup.server.ts): the outer elements' classes, the delivery sentence, and the
 * context through which the server's entry hands the markup to the components of a page served without
 * the framework. In the browser there is no markup: the context is empty and the components render.
 */
import { createContext } from "react";
import { deliveryHourLabel } from "~/domain/delivery";
import type { Theme } from "~/domain/theme";
import type { RootUser } from "~/root-data";

export const HEADER_CLASS = "border-b border-night-200 bg-white/80 backdrop-blur dark:border-night-900 dark:bg-[#0f0a27]/80";

export const DIALOG_CLASS =
  "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-night-200 bg-white p-0 text-slate-900 backdrop:bg-night-950/60 dark:border-night-700 dark:bg-[#150f33] dark:text-slate-100";

/** The footer's links, before "Source" (whose address is the deployment's). */
export const FOOTER_LINKS: readonly (readonly [to: string, label: string])[] = [
  ["/blog", "Blog"],
  ["/horoscope", "Horoscopes"],
  ["/sky", "Today's sky"],
  ["/panchang", "Panchang"],
  ["/pricing", "Pricing"],
  ["/privacy", "Privacy"],
  ["/terms", "Terms"],
];

export const FOOTER_CLASS = "mt-16 shrink-0 border-t border-night-200 py-8 text-center text-sm text-slate-600 dark:border-night-900 dark:text-slate-300";

/** What the saved channels mean, in the words the Settings card uses. */
export function deliveryChannels(user: Pick<RootUser, "emailDailyInsights" | "smsDailyInsights" | "deliveryTime">): string {
  const channels = [user.emailDailyInsights ? "email" : null, user.smsDailyInsights ? "text message" : null].filter(Boolean);
  if (!channels.length) return "No channel is chosen yet, so nothing is sent.";
  return `Sent by ${channels.join(" and ")} at ${deliveryHourLabel(user.deliveryTime)} your time.`;
}

/** The inner markup of each part of the frame, as its components write it there. */
export type ChromeMarkup = {
  /** Inside <header> of a signed-in page; `here` is the page's path and query. */
  header(user: RootUser, here: string): string;
  /** Inside <dialog id="preferences-dialog">. */
  preferences(user: RootUser, theme: Theme | null): string;
  /** Inside <template data-toast-template>. */
  toastTemplate(variant: "default" | "destructive"): string;
  /** Inside <footer>. */
  footer(sourceUrl: string): string;
};

export const ChromeMarkupContext = createContext<ChromeMarkup | null>(null);

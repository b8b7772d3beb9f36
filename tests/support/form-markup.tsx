// A form as a page that never hydrates serves it: rendered once on the server inside the router, so
// the markup is what a member sees after a refused post. Helpers to post fields through a schema and
// to read an element's opening tag and an error list back from that markup.
import { parseWithZod } from "@conform-to/zod";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { expect } from "vitest";
import type { z } from "zod";
import { DocumentHydrates } from "~/components/ui/link";
import { viewMessages } from "~/i18n/messages.server";
import { TextContext, translate } from "~/i18n/text-context";
import type { Locale } from "~/i18n/locales";

/** The root loader's data a view reads its language and the frame's words from (app/root.tsx). */
export function rootData(locale: Locale = "en", rest: Record<string, unknown> = {}) {
  return { locale, messages: viewMessages(locale, "common", "frame", "settings"), ...rest };
}

/** The element as the page at `path` serves it: inside the router, without the framework's JavaScript. */
export function serverMarkup(element: ReactElement, path = "/profile", locale: Locale = "en") {
  const Stub = createRoutesStub([{ id: "root", Component: Outlet, children: [{ path, Component: () => element }] }]);
  const hydrationData = { loaderData: { root: rootData(locale) } };
  // The chart page's views read their words from the page (TextContext), as ChartScreen sets it.
  const text = { t: translate(viewMessages(locale, "chart", "astro", "vedic", "daily", "match", "onboarding", "forms")), locale };
  const page = createElement(TextContext.Provider, { value: text }, createElement(Stub, { initialEntries: [path], hydrationData }));
  return renderToString(createElement(DocumentHydrates.Provider, { value: false }, page));
}

/** Fields as a browser posts them (a list repeats its name). */
export function formData(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  return form;
}

/** Fields posted and read by the action's schema, as the server does. */
export const posted = (schema: z.ZodTypeAny, fields: Record<string, string | string[]>) => parseWithZod(formData(fields), { schema });

/** The opening tag of the element with this id. */
export function tag(html: string, id: string) {
  const found = html.match(new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`));
  expect(found, `an element with id ${id}`).not.toBeNull();
  return found![0];
}

/** The text of the error list with this id. */
export function errorsOf(html: string, id: string) {
  const list = html.match(new RegExp(`<ul id="${id}" class="field-error">(.*?)</ul>`));
  return list ? [...list[1]!.matchAll(/<li>(.*?)<\/li>/g)].map((item) => item[1]) : [];
}

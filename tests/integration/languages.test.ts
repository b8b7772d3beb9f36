// The languages' addresses and choices: which language a request's page speaks, the footer's chooser
// (a visitor's cookie, a member's saved language, back to the page's twin), and the sitemap's entries.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { findUserByEmail, findUserById, insertUser } from "~/models/user.server";
import { confirmEmailLink, noticeRegistrationAttempt, requestEmailChange } from "~/services/account-email.server";
import { requestPasswordReset, sendPasswordChangedEmail } from "~/services/auth.server";
import { hashPassword } from "~/services/password.server";
import { requestSignInLink } from "~/services/sign-in-link.server";
import * as registerRoute from "~/routes/register";
import * as registerApi from "~/routes/api/auth.register";
import * as settingsRoute from "~/routes/settings";
import * as preferencesApi from "~/routes/api/user.preferences";
import * as preferencesRoute from "~/routes/preferences";
import { readToast } from "~/http/toast.server";
import { requestLocale } from "~/i18n/request.server";
import { hasLocalizedTwin } from "~/i18n/localized-pages";
import routes, { LOCALIZED_PAGES } from "~/routes";
import * as languageRoute from "~/routes/language";
import * as sitemapRoute from "~/routes/sitemap";
import { BASE, Client, json, newSignedInUser } from "../support/routes";

const at = (path: string, cookie = "") => new Request(BASE + path, { headers: cookie ? { cookie } : {} });

describe("the language of a page", () => {
  it("is the address's on a page with twins, whoever asks; else the member's, else the visitor's choice", () => {
    const member = { locale: "hi" };
    expect(requestLocale(at("/es/sky/2026-01-01"))).toBe("es");
    expect(requestLocale(at("/zh"), member)).toBe("zh-Hans");
    expect(requestLocale(at("/sky", "ts_locale=es"), member)).toBe("en");
    expect(requestLocale(at("/pricing", "ts_locale=es"))).toBe("en");
    // The chart screen at / is a member's page; the landing page at / is English.
    expect(requestLocale(at("/"), member)).toBe("hi");
    expect(requestLocale(at("/", "ts_locale=es"))).toBe("en");
    expect(requestLocale(at("/settings"), member)).toBe("hi");
    expect(requestLocale(at("/login", "theme=dark; ts_locale=pt-BR"))).toBe("pt-BR");
    expect(requestLocale(at("/login", "ts_locale=fr"))).toBe("en");
    expect(requestLocale(at("/blog"))).toBe("en");
  });
});

describe("POST /language", () => {
  it("gives a visitor a cookie and the page's twin in that language, or the same page when it has none", async () => {
    const client = new Client();
    const twin = await client.call(languageRoute, "/language", { method: "POST", form: { locale: "es", redirectTo: "/hi/sky/2026-01-01?q=Paris" } });
    expect(twin.status).toBe(303);
    expect(twin.headers.get("location")).toBe("/es/sky/2026-01-01?q=Paris");
    expect(client.cookies.get("ts_locale")).toBe("es");
    const same = await client.call(languageRoute, "/language", { method: "POST", form: { locale: "zh-Hans", redirectTo: "/login" } });
    expect(same.headers.get("location")).toBe("/login");
    const english = await client.call(languageRoute, "/language", { method: "POST", form: { locale: "en", redirectTo: "/zh" } });
    expect(english.headers.get("location")).toBe("/");
    const away = await client.call(languageRoute, "/language", { method: "POST", form: { locale: "en", redirectTo: "https://evil.test/" } });
    expect(away.headers.get("location")).toBe("/");
  });

  it("saves a member's choice in their row (no cookie) and refuses a language not offered with a 400", async () => {
    const { user, client } = await newSignedInUser();
    const saved = await client.call(languageRoute, "/language", { method: "POST", form: { locale: "pt-BR", redirectTo: "/settings" } });
    expect(saved.headers.get("location")).toBe("/settings");
    expect(saved.headers.get("set-cookie")).toBeNull();
    expect((await findUserById(user.id))!.locale).toBe("pt-BR");
    const refused = await client.call(languageRoute, "/language", { method: "POST", form: { locale: "fr" } });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ message: "Choose one of the languages offered" });
  });
});

describe("the sitemap", () => {
  it("lists each public page in every language, each naming all of them and the default", async () => {
    const xml = await (await new Client().call(sitemapRoute, "/sitemap.xml")).text();
    for (const path of ["/pricing", "/es/pricing", "/pt/pricing", "/hi/pricing", "/zh/pricing", "/hi", "/zh/sky", "/blog", "/hi/blog", "/zh/blog"]) {
      expect(xml, path).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    const entry = /<url><loc>http:\/\/localhost:3000\/hi\/pricing<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
    for (const [lang, path] of [["en", "/pricing"], ["pt-BR", "/pt/pricing"], ["zh-Hans", "/zh/pricing"], ["x-default", "/pricing"]]) {
      expect(entry).toContain(`hreflang="${lang}" href="http://localhost:3000${path}"`);
    }
    // Pages without twins are listed once.
    expect(xml).toContain("<loc>http://localhost:3000/register</loc>");
    expect(xml).not.toContain("/es/register");
  });
});

describe("a member's language", () => {
  const fields = (email: string) => ({ email, password: "lantern-orbit-123", firstName: "Lucía", lastName: "Ortega" });

  it("is chosen at sign-up from Accept-Language, by the page and the API alike, and the visitor's own choice wins", async () => {
    const page = await new Client().call(registerRoute, "/register", { method: "POST", form: fields("lucia@example.test"), headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" } });
    expect(page.status).toBe(302);
    expect((await findUserByEmail("lucia@example.test"))!.locale).toBe("es");
    const api = await new Client().call(registerApi, "/api/auth/register", { method: "POST", json: fields("asha@example.test"), headers: { "accept-language": "hi-IN" } });
    expect(api.status).toBe(201);
    expect((await json<{ user: { locale: string } }>(api)).user.locale).toBe("hi");
    const chooser = new Client();
    chooser.cookies.set("ts_locale", "zh-Hans");
    await chooser.call(registerRoute, "/register", { method: "POST", form: fields("wen@example.test"), headers: { "accept-language": "en-US" } });
    expect((await findUserByEmail("wen@example.test"))!.locale).toBe("zh-Hans");
  });

  it("is changed in Settings and by the API with the same schema, a language not offered refused", async () => {
    const { user, client } = await newSignedInUser();
    const saved = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "language", locale: "es" } });
    expect(saved.headers.get("location")).toBe("/settings#language");
    expect((await findUserById(user.id))!.locale).toBe("es");
    const api = await client.call(preferencesApi, "/api/user/preferences", { method: "POST", json: { locale: "zh-Hans" } });
    expect(api.status).toBe(200);
    expect((await findUserById(user.id))!.locale).toBe("zh-Hans");
    const refused = await client.call(preferencesApi, "/api/user/preferences", { method: "POST", json: { locale: "klingon" } });
    expect(refused.status).toBe(400);
    expect((await findUserById(user.id))!.locale).toBe("zh-Hans");
  });

  it("names the Preferences page and its saved toast in that language", async () => {
    const { user, client } = await newSignedInUser();
    await db().updateTable("users").set({ locale: "hi" }).where("id", "=", user.id).execute();
    expect(await json(await client.call(preferencesRoute, "/preferences"))).toEqual({ title: "आपकी पसंद - Three Skies" });
    const saved = await client.call(preferencesRoute, "/preferences", { method: "POST", form: { username: "Asha", theme: "dark" } });
    expect(saved.status).toBe(302);
    expect((await readToast(new Request(BASE, { headers: { cookie: saved.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") } }))).toast).toMatchObject({ title: "पसंद अपडेट हो गई", description: "आपकी पसंद सहेज ली गई है।" });
  });
});

describe("the welcome and confirmation emails", () => {
  const mails = (to: string) => db().selectFrom("outbox").select(["subject", "textBody", "htmlBody"]).where("recipient", "=", to).orderBy("id").execute();
  const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;

  // Each: the header, an address, words of both subjects, the language's own marks (its common words, or its script) and how many at least.
  it.each([
    ["es-MX,es;q=0.9", "ana@example.test", "Te damos la bienvenida", "Confirma tu correo", /\b(tu|tus|de|la|el|que|para|y|los|las|en|con)\b/g, 12],
    ["hi-IN", "asha.k@example.test", "Three Skies में आपका स्वागत है", "ईमेल पक्का करें", /[\u0900-\u097F]/g, 200],
  ] as const)("are written in the language of %s", async (acceptLanguage, email, welcome, confirm, native, least) => {
    const response = await new Client().call(registerApi, "/api/auth/register", {
      method: "POST",
      json: { email, password: "lantern-orbit-123", firstName: "Ana", lastName: "Rao" },
      headers: { "accept-language": acceptLanguage },
    });
    expect(response.status).toBe(201);
    await expect.poll(async () => (await mails(email)).length).toBe(2);
    const sent = await mails(email);
    expect(sent.map((m) => m.subject).join(" | ")).toContain(welcome);
    expect(sent.map((m) => m.subject).join(" | ")).toContain(confirm);
    for (const mail of sent) {
      expect(mail.textBody.match(native)?.length ?? 0, mail.subject ?? "").toBeGreaterThan(least);
      expect(mail.textBody.replace(/https?:\S+/g, "").match(ENGLISH) ?? [], mail.subject ?? "").toEqual([]);
      expect(mail.htmlBody).toMatch(new RegExp(`<html lang="${acceptLanguage.startsWith("es") ? "es" : "hi"}">`));
    }
  });
});

describe("the account emails", () => {
  const mails = (to: string) => db().selectFrom("outbox").select(["subject", "textBody", "htmlBody"]).where("recipient", "=", to).orderBy("id").execute();
  const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into|link|password|account|email)\b/gi;

  // Each: the member's language, words of the reset's subject, the language's own marks and how many at least in each email.
  it.each([
    ["es", "Restablece tu contraseña", /\b(tu|de|la|el|que|para|y|en|con|este)\b/g, 4],
    ["hi", "पासवर्ड बदलें", /[\u0900-\u097F]/g, 60],
  ] as const)("reset, password changed, sign-in link, taken address and change of address are written in %s", async (locale, reset, native, least) => {
    const email = `account-${locale}@example.test`;
    const password = "lantern-orbit-123";
    const user = await insertUser({ email, passwordHash: await hashPassword(password), firstName: "Ana", lastName: "Rao", locale });
    await requestPasswordReset(email);
    await sendPasswordChangedEmail(user);
    await requestSignInLink(email);
    await noticeRegistrationAttempt(user);
    await requestEmailChange(user, { email: `new-${email}`, password });
    await expect.poll(async () => (await mails(`new-${email}`)).length).toBe(1);
    const token = /token=([\w-]+)/.exec((await mails(`new-${email}`))[0]!.textBody)![1]!;
    await confirmEmailLink(token, null);
    await expect.poll(async () => (await mails(email)).length).toBe(6);
    const sent = [...(await mails(email)), ...(await mails(`new-${email}`))];
    expect(sent.map((m) => m.subject).join(" | ")).toContain(reset);
    for (const mail of sent) {
      expect(mail.textBody.match(native)?.length ?? 0, mail.subject ?? "").toBeGreaterThan(least);
      expect(mail.textBody.replace(/\S*@\S*|https?:\S+|Three Skies/g, "").match(ENGLISH) ?? [], mail.subject ?? "").toEqual([]);
      expect(mail.htmlBody).toContain(`<html lang="${locale}">`);
    }
  });
});

describe("the pages with twins", () => {
  it("are the routes app/routes.ts registers under every prefix, and no others", () => {
    for (const [path] of LOCALIZED_PAGES) {
      const filled = `/${path.replace(/:\w+\??/g, "x1")}`.replace(/\/$/, "") || "/";
      expect(hasLocalizedTwin(filled), filled).toBe(true);
    }
    for (const path of ["/blog/art/zodiac_signs/x.svg", "/blog/rss.xml", "/login", "/horoscope/leo/rss.xml", "/sky.ics", "/sky/a/b", "/pricing/x", "/settings"]) expect(hasLocalizedTwin(path), path).toBe(false);
    const ids = routes.flatMap((r) => [r, ...(r.children ?? [])]).map((r) => r.id ?? r.file);
    expect(ids.filter((id) => /^(es|pt|hi|zh)\//.test(id))).toHaveLength(4 * LOCALIZED_PAGES.length);
  });
});

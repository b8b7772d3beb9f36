// Pages in Hindi and Chinese, with and without JavaScript: the document's language, its alternates in
// every language, the visible text plainly in the language, the footer's chooser to Spanish, and a Hindi
// member's chart page.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

/** The list of English words that must not fill a page in another language. */
const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;

async function visibleText(page: Page) {
  return page.locator("body").innerText();
}

/** Ada's chart card, published by Ada (signed in on `page`), who reads the product in `locale`: its address. */
async function publishedCard(page: Page, locale: string) {
  const user = await createUser({ withProfile: true, firstName: "Ada" });
  e2eDb().prepare("UPDATE users SET locale = ? WHERE id = ?").run(locale, user.id);
  await signIn(page, user);
  const published = await page.request.put("/api/user/share-card", { data: { displayName: "Ada", showPlace: true } });
  expect(published.ok()).toBe(true);
  return new URL(((await published.json()) as { card: { url: string } }).card.url).pathname;
}

async function expectAlternates(page: Page, path: string) {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((el) => [el.getAttribute("hreflang"), new URL(el.getAttribute("href")!).pathname]));
  expect(Object.fromEntries(links)).toEqual({ en: path, es: `/es${path === "/" ? "" : path}`, "pt-BR": `/pt${path === "/" ? "" : path}`, hi: `/hi${path === "/" ? "" : path}`, "zh-Hans": `/zh${path === "/" ? "" : path}`, "x-default": path });
}

for (const [address, lang, script, path, face] of [
  ["/hi", "hi", /[\u0900-\u097F]/g, "/", "Noto Sans Devanagari"],
  ["/zh/pricing", "zh-Hans", /[\u4E00-\u9FFF]/g, "/pricing", "PingFang SC"],
] as const) {
  test(`${address} is written in its language and names its twins`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectAlternates(page, path);
    const text = await visibleText(page);
    expect(text.match(script)?.length ?? 0).toBeGreaterThan(300);
    expect((text.match(ENGLISH) ?? []).length).toBeLessThanOrEqual(3);
    // The script's own faces follow Inter and Fraunces, in the text and the headings.
    for (const selector of ["body", "h1"]) expect(await page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily)).toContain(face);
  });
}

// Every kind of page with an address per language, in Hindi or Chinese.
for (const [address, lang, script] of [
  ["/zh/horoscope", "zh-Hans", /[\u4E00-\u9FFF]/g],
  ["/hi/horoscope/leo/2026-11-28", "hi", /[\u0900-\u097F]/g],
  ["/zh/horoscope/leo/week/2026-W48", "zh-Hans", /[\u4E00-\u9FFF]/g],
  ["/hi/horoscope/leo/month/2026-11", "hi", /[\u0900-\u097F]/g],
  ["/hi/sky/2026-11-28", "hi", /[\u0900-\u097F]/g],
  ["/zh/sky", "zh-Hans", /[\u4E00-\u9FFF]/g],
  ["/hi/panchang/2026-11-28", "hi", /[\u0900-\u097F]/g],
  ["/zh/chinese-calendar", "zh-Hans", /[\u4E00-\u9FFF]/g],
] as const) {
  test(`${address} is written in its language`, async ({ page }) => {
    expect((await page.goto(address))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const text = await visibleText(page);
    expect(text.match(script)?.length ?? 0).toBeGreaterThan(150);
    expect((text.match(ENGLISH) ?? []).length).toBeLessThanOrEqual(3);
  });
}

test("/hi/sky's wheel tells a screen reader the sky in Hindi", async ({ page }) => {
  await page.goto("/hi/sky/2026-11-28");
  const desc = await page.locator('[data-testid="chart-wheel"] desc').textContent();
  expect(desc).toContain("सिंह");
  expect(desc!.match(/[A-Za-z]{2,}/g)).toBeNull();
  expect(await page.locator('[data-testid="chart-wheel"] [data-planet="Jupiter"]').getAttribute("aria-label")).toMatch(/^बृहस्पति /);
});

// The account screens have one address and speak the language chosen in the footer (a cookie).
for (const [address, lang, script] of [
  ["/login", "hi", /[\u0900-\u097F]/g],
  ["/register", "zh-Hans", /[\u4E00-\u9FFF]/g],
  ["/forgot-password", "hi", /[\u0900-\u097F]/g],
  ["/login/link", "zh-Hans", /[\u4E00-\u9FFF]/g],
  ["/reset-password?token=from-the-email", "hi", /[\u0900-\u097F]/g],
] as const) {
  test(`${address} speaks the chosen ${lang}`, async ({ page }) => {
    await page.context().addCookies([{ name: "ts_locale", value: lang, url: process.env.APP_URL! }]);
    expect((await page.goto(address))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const main = await page.locator("main").innerText();
    expect(main.match(script)?.length ?? 0).toBeGreaterThan(20);
    expect((main.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !["Three", "Skies"].includes(word))).toEqual([]);
  });
}

test("the password reset answers in Hindi once sent", async ({ page }) => {
  await page.context().addCookies([{ name: "ts_locale", value: "hi", url: process.env.APP_URL! }]);
  await page.goto("/forgot-password");
  await page.getByLabel("ईमेल").fill("nobody@example.test");
  await page.getByRole("button", { name: "लिंक भेजें" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपना ईमेल देखें");
  await expect(page.getByRole("status")).toContainText("यदि nobody@example.test के लिए कोई खाता है");
});

test("the footer's chooser takes a visitor from the Hindi page to its Spanish twin", async ({ page }) => {
  await page.goto("/hi");
  const footer = page.locator("footer");
  await footer.getByLabel("भाषा चुनें").selectOption("es");
  await footer.getByRole("button", { name: "बदलें" }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Descubre tus");
  // The twins are links too, each named in its own language.
  await page.locator("footer").getByRole("link", { name: "简体中文" }).click();
  await expect(page).toHaveURL(/\/zh$/);
});

test("a Hindi member's chart page speaks Hindi, its tabs included", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/profile?tab=birth");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपकी जन्म कुण्डली");
  await page.getByText("अंशों में स्थिति").click();
  await expect(page.getByRole("columnheader", { name: "राशि" }).first()).toBeVisible();
  // The tabs are links without JavaScript and switch in place with it: the Sun tab either way.
  await page.getByRole("tab", { name: "सूर्य" }).click();
  await expect(page.getByRole("heading", { name: "बारह राशियाँ" })).toBeVisible();
  const text = await visibleText(page);
  expect(text.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(100);
});

test("a Chinese member's Match tab speaks Chinese: the partner form and their people", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'zh-Hans' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/profile?tab=compatibility");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("heading", { name: "合盘报告" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "你的名单" })).toBeVisible();
  await expect(page.getByRole("form", { name: "伴侣的出生信息" })).toBeVisible();
  await expect(page.getByLabel("伴侣的名字")).toBeVisible();
  await expect(page.getByRole("button", { name: "生成合盘报告" })).toBeVisible();
  const panel = await page.locator("#panel-compatibility").innerText();
  expect(panel).toContain("还没有人");
  expect(panel.match(/\p{Script=Han}/gu)?.length ?? 0).toBeGreaterThan(60);
});

test("a Hindi member's Love tab speaks Hindi", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/profile?tab=love");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const panel = page.locator("#panel-love");
  await expect(panel.getByRole("heading", { level: 3 }).first()).toContainText(/में/);
  const text = await panel.innerText();
  expect(text).toMatch(/स्वामी|अंतर के भीतर कोई प्रमुख दृष्टि नहीं|सटीक जन्म समय/);
  expect(text).not.toMatch(/\b(Ruled by|No major aspect|house in|changed sign)\b/);
});

test("/zh/panchang names the limbs in Chinese, and a Hindi member's Vedic cards on the Moon tab speak Hindi", async ({ page }) => {
  await page.goto("/zh/panchang/2026-01-06");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  const panchang = page.locator("main");
  for (const name of ["柳宿（第9个，共27个）", "星宿（第10个，共27个）", "黑分三日", "火曜日"]) await expect(panchang).toContainText(name);
  expect(await panchang.innerText()).not.toMatch(/Ashlesha|Magha|Krishna|Tritiya|Mangalavara/);

  const user = await createUser({ withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/profile?tab=moon");
  const dasha = page.locator("#dasha");
  await expect(dasha.getByRole("heading", { level: 2 })).toHaveText("नक्षत्र और विंशोत्तरी दशा");
  await expect(dasha).toContainText("आपका चन्द्र");
  await expect(dasha.getByRole("list", { name: "महादशाएँ, 120 वर्ष" })).toBeVisible();
  const sadeSati = page.locator("#sade-sati");
  await expect(sadeSati.getByRole("link", { name: "प्रीमियम" })).toHaveAttribute("href", "/pricing");
  const text = (await dasha.innerText()) + (await sadeSati.innerText());
  expect(text.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(300);
  expect(text.match(ENGLISH) ?? []).toEqual([]);
});

test("a Hindi member's share card names their chart in Hindi, with and without JavaScript", async ({ page, browser }) => {
  const address = await publishedCard(page, "hi");
  for (const javaScriptEnabled of [true, false]) {
    const visitor = await browser.newContext({ javaScriptEnabled });
    const guest = await visitor.newPage();
    await guest.goto(address);
    await expect(guest.getByTestId("card-rows")).toContainText("सूर्य");
    await expect(guest.getByTestId("card-rows")).toContainText("चीनी वर्ष");
    await expect(guest.getByTestId("card-facts")).toHaveText("जन्म: London, England, United Kingdom");
    await visitor.close();
  }
});

test("a Chinese member's settings speak Chinese, a refused password change too", async ({ page }) => {
  const user = await createUser();
  e2eDb().prepare("UPDATE users SET locale = 'zh-Hans' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/settings");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("设置");
  await expect(page.getByRole("region", { name: "账户信息" })).toBeVisible();
  const card = page.getByRole("region", { name: "修改密码" });
  await card.getByLabel("当前密码").fill("wrong-orbit-123");
  await card.getByLabel("新密码", { exact: true }).fill("harbor-lamp-456");
  await card.getByLabel("确认新密码").fill("harbor-lamp-789");
  await card.getByRole("button", { name: "修改密码" }).click();
  // The browser's check with JavaScript, the server's reply without: the same words.
  await expect(card).toContainText("两次输入的密码不一致");
});

test("a Hindi member's Match report names the kootas and reads Manglik in Hindi", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/profile?tab=compatibility");
  await page.locator('input[name="partnerName"]').fill("Grace");
  await page.locator('input[name="partnerBirthDate"]').fill("1988-03-09");
  await page.locator('input[name="partnerBirthTime"]').fill("08:15");
  const js = test.info().project.name !== "no-js";
  if (js) await expect(page.locator('input[name="partnerBirthPlace"][role="combobox"]')).toBeVisible();
  await page.locator('input[name="partnerBirthPlace"]').fill("Tokyo");
  if (js) await page.getByRole("option", { name: /^Tokyo/ }).first().click();
  else {
    await page.locator("button[data-place-search-button]").click();
    await page.getByRole("radio", { name: /^Tokyo/ }).first().check();
  }
  await page.getByRole("button", { name: "अनुकूलता रिपोर्ट बनाएँ" }).click();
  await expect(page.getByTestId("compatibility-report")).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole("table", { name: "प्रति कूट गुण मिलान अंक" });
  expect((await table.locator("tbody th").allInnerTexts()).map((name) => name.trim())).toEqual(["वर्ण", "वश्य", "तारा", "योनि", "ग्रह मैत्री", "गण", "भकूट", "नाड़ी"]);
  const compared = (await table.innerText()) + (await page.getByRole("list", { name: "मांगलिक, हर व्यक्ति का" }).innerText());
  expect(compared).not.toMatch(/\b(Varna|Vashya|Yoni|Gana|Bhakoot|Nadi|Manglik|Mars|house|and)\b/);
  expect(compared.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(200);
  await expect(page.getByRole("list", { name: "मांगलिक, हर व्यक्ति का" })).toContainText("मंगल");
});

// The browser asks for Chinese (Accept-Language), the language a new member's account takes.
test.describe(() => {
  test.use({ locale: "zh-CN" });
  test("a Chinese newcomer registers, finds the birth form in Chinese and is told in Chinese that a date is out of range", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("First name").fill("Li");
    await page.getByLabel("Last name").fill("Wei");
    await page.getByLabel("Email").fill(`zh-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`);
    await page.getByLabel("Password").fill("lantern-orbit-123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("你的出生信息");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page).toHaveTitle("你的出生信息 - Three Skies");
    await expect(page.getByText("填写你的出生信息，生成专属于你的本命星盘。")).toBeVisible();
    await expect(page.getByLabel("时间不详")).toBeVisible();

    await page.getByLabel("出生日期").fill("1700-01-01");
    await page.getByLabel("出生地", { exact: true }).fill("London");
    if (test.info().project.name === "js") {
      // The combobox lists the places as you type; the button waits for one to be chosen.
      await page.getByRole("listbox", { name: "出生地搜索结果" }).getByRole("option").first().click();
      // The script writes the coordinates in the words the server gave it: hemisphere first.
      await expect(page.getByTestId("place-coordinates")).toHaveText(/[北南]纬\d+\.\d{2}°，[东西]经\d+\.\d{2}°/);
    } else {
      // Without JavaScript the search is a button, its places radio buttons (the first chosen).
      await page.getByRole("button", { name: "搜索" }).click();
      await expect(page.getByRole("group", { name: "选择你的地点" })).toBeVisible();
    }
    await page.getByRole("button", { name: "生成我的本命星盘" }).click();
    await expect(page.getByText("出生日期须为有效日期")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("你的出生信息");
    const main = await page.locator("main").innerText();
    expect(main.match(/[A-Za-z]{3,}/g)?.filter((word) => !/^(London|England|United|Kingdom|GB)$/.test(word)) ?? []).toEqual([]);
  });
});

// Run by both projects: with JavaScript and without.
test("a Chinese Premium member's year ahead speaks Chinese: progressions, solar return and the year's events", async ({ page }) => {
  const user = await createUser({ withProfile: true, premium: true });
  e2eDb().prepare("UPDATE users SET locale = 'zh-Hans' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/profile?tab=birth");
  const progressions = page.locator("#progressions");
  await expect(progressions.getByRole("heading", { level: 2 })).toHaveText("你的推运星盘");
  await expect(progressions.getByTestId("progressed-moon")).toContainText(/推运月亮：\S+座/);
  await expect(progressions.getByTestId("progressed-points")).toContainText("推运太阳");
  const solarReturn = page.locator("#solar-return");
  await expect(solarReturn).toContainText("回到出生时的度数，按London, England, United Kingdom起盘。");
  await expect(solarReturn.getByRole("form", { name: "按另一个地点推算太阳返照" })).toBeVisible();
  await expect(solarReturn.getByRole("button", { name: "查找地点" })).toBeVisible();
  await page.goto("/profile?tab=daily");
  const months = page.getByRole("list", { name: "未来三个月的天象" });
  await expect(months.locator("li[data-kind='lunation']").first()).toContainText(/座(新|满)月：/);
  const text = (await progressions.innerText()) + (await months.innerText());
  expect(text.match(/[\u4E00-\u9FFF]/g)?.length ?? 0).toBeGreaterThan(300);
  expect(text.match(/[A-Za-z]+/g) ?? []).toEqual([]);
});

test("/hi/blog lists the editors' English posts in a Hindi page; its search and the chooser keep to the languages", async ({ page }) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const title = `The lunar nodes ${tag}`;
  e2eDb()
    .prepare("INSERT INTO blog_posts (id, title, slug, excerpt, content, category, status, published_at) VALUES (?, ?, ?, ?, 'Words.', 'vedic_astrology', 'published', '2026-03-04T10:00:00.000Z')")
    .run(crypto.randomUUID(), title, `lunar-nodes-${tag}`, "Where the Moon's path crosses the Sun's, and why eclipses gather there.");
  // With JavaScript the page hydrates over the server's Hindi without a mismatch.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await page.goto("/hi/blog");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expectAlternates(page, "/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ब्रह्मांड की समझ और मार्गदर्शन");
  await expect(page.getByText("हमारे संपादक लेख अंग्रेज़ी में लिखते हैं।")).toBeVisible();
  await page.getByRole("searchbox", { name: "लेख खोजें" }).fill(tag);
  await page.getByRole("button", { name: "खोजें" }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/blog\\?q=${tag}$`));
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2, name: title })).toHaveAttribute("lang", "en");
  await expect(main.getByRole("article")).toContainText("वैदिक ज्योतिष");
  await expect(main.getByRole("article")).toContainText("4 मार्च 2026");
  await expect(main.getByRole("status")).toHaveText("1 लेख मिला");
  // Everything but the post itself is Hindi.
  const chrome = await main.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"]').forEach((node) => node.remove());
    return copy.textContent ?? "";
  });
  expect(chrome.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(150);
  expect(chrome.match(ENGLISH) ?? []).toEqual([]);
  await page.locator("footer").getByRole("link", { name: "简体中文" }).click();
  await expect(page).toHaveURL(/\/zh\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("星空洞见与指引");
  // The post opens in its Hindi twin: the page around it in Hindi, the post itself marked English.
  await page.goto(`/hi/blog?q=${tag}`);
  await main.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/hi\/blog\/lunar-nodes-\w+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expectAlternates(page, `/blog/lunar-nodes-${tag}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(main.getByRole("link", { name: "ब्लॉग पर लौटें" })).toHaveAttribute("href", "/hi/blog");
  await expect(main).toContainText("प्रकाशित: 4 मार्च 2026");
  const frame = await main.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"]').forEach((node) => node.remove());
    return copy.textContent ?? "";
  });
  expect(frame.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(80);
  expect(frame.match(ENGLISH) ?? []).toEqual([]);
  expect(errors).toEqual([]);
});

test("a Chinese member's subscription, time zone, delivery, notifications and share cards speak Chinese, publishing too", async ({ page, javaScriptEnabled }) => {
  const user = await createUser({ premium: true, withProfile: true });
  // SMS on: the consent stands beside the number with JavaScript too.
  e2eDb().prepare("UPDATE users SET locale = 'zh-Hans', sms_daily_insights = 1 WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/settings");
  const cards = ["订阅", "你的时区", "每日运势推送", "本设备上的通知", "分享我的星盘"].map((name) => page.getByRole("region", { name, exact: true }));
  await expect(cards[1]!).toContainText("英国时间 (UTC+0)");
  await expect(cards[2]!).toContainText("开启短信后，Three Skies 每天会在你选择的时间向这个号码发送一条短信");
  // With JavaScript the card's script writes its form in the words the page gave it; without, the server's line says why there is none.
  if (javaScriptEnabled) await expect(cards[3]!.getByRole("button", { name: "在这里开启通知" })).toBeVisible();
  else await expect(cards[3]!.getByTestId("push-needs-js")).toContainText("订阅设备需要 JavaScript");
  for (const card of cards) expect((await card.innerText()).match(ENGLISH) ?? []).toEqual([]);
  await cards[4]!.getByLabel("显示的名字").fill("Mei");
  await cards[4]!.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("卡片已发布").first()).toBeVisible();
  await expect(cards[4]!).toContainText("发布地址：");
});

test("a Chinese visitor reads a Chinese member's share card page in Chinese, with and without JavaScript", async ({ page, browser }) => {
  const address = await publishedCard(page, "zh-Hans");
  for (const javaScriptEnabled of [true, false]) {
    const visitor = await browser.newContext({ javaScriptEnabled });
    await visitor.addCookies([{ name: "ts_locale", value: "zh-Hans", url: process.env.APP_URL! }]);
    const guest = await visitor.newPage();
    await guest.goto(address);
    await expect(guest.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(guest).toHaveTitle("Ada的星盘 - Three Skies");
    await expect(guest.getByText("本命星盘 · 西方、中国、吠陀")).toBeVisible();
    await expect(guest.getByRole("heading", { name: "你自己的天空怎么说？" })).toBeVisible();
    await expect(guest.getByRole("link", { name: "获取你自己的星盘" })).toHaveAttribute("href", "/register");
    await expect(guest.getByTestId("share-row")).toContainText("分享这张星盘：");
    await expect(guest.getByTestId("card-rows")).toContainText("太阳");
    const main = await guest.locator("main").innerText();
    expect(main.match(ENGLISH) ?? []).toEqual([]);
    await visitor.close();
  }
});

test("a Chinese member's Chinese tab writes the pillars in characters, with and without JavaScript", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const user = await createUser({ premium: true, withProfile: true });
    e2eDb().prepare("UPDATE users SET locale = 'zh-Hans' WHERE id = ?").run(user.id);
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto("/profile?tab=chinese");
    const luck = page.locator("#luck-pillars");
    // Born in a Geng Wu year: the question names the year stem as the tradition writes it.
    await expect(luck).toContainText("年干庚（阳金）");
    await luck.getByLabel("女").check();
    await luck.getByRole("button", { name: "显示我的大运" }).click();
    // Stepping backward from the month pillar 壬午, the first luck pillar is 辛巳: Metal over Fire, the Snake.
    await expect(luck).toContainText("月柱壬午起逆推");
    const first = luck.getByRole("row").nth(1);
    await expect(first).toContainText("辛巳");
    await expect(first).toContainText("上金下火（蛇）");
    const tables = (await page.locator("#four-pillars, #luck-pillars table, #annual-pillars table, #ten-gods").allInnerTexts()).join(" ");
    expect(tables).not.toMatch(/\b(Metal|Wood|Fire|Earth|Water|over|Yang|Yin)\b/);
    expect(tables.match(/\p{Script=Han}/gu)?.length ?? 0).toBeGreaterThan(300);
    await context.close();
  }
});

test("a Hindi member's Preferences page, account deletion page and a missing page speak Hindi", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/preferences");
  await expect(page).toHaveTitle("आपकी पसंद - Three Skies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपकी पसंद");
  await page.getByRole("button", { name: "बदलाव सहेजें" }).click();
  await expect(page.getByText("पसंद अपडेट हो गई").first()).toBeVisible();

  await page.goto("/settings/delete-account");
  await expect(page).toHaveTitle("मेरा खाता हटाएँ - Three Skies");
  await page.getByLabel("आपका पासवर्ड").fill("wrong-orbit-123");
  await page.getByRole("button", { name: "मेरा खाता हटाएँ" }).click();
  await expect(page.locator("main").getByText("पासवर्ड गलत है").first()).toBeVisible();
  const main = await page.locator("main").innerText();
  expect(main.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(300);
  expect(main.match(ENGLISH) ?? []).toEqual([]);

  expect((await page.goto("/hi/no-such-page"))?.status()).toBe(404);
  await expect(page).toHaveTitle("पृष्ठ नहीं मिला - Three Skies");
});

test("the top header's blog link keeps a Hindi reader in Hindi, with and without JavaScript", async ({ page }) => {
  await page.goto("/hi/sky");
  await page.getByRole("banner").getByRole("link", { name: "ब्लॉग" }).click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

test("a Hindi member's chart drawings speak Hindi to a screen reader", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/profile?tab=birth");
  const wheel = (await page.locator('[data-testid="chart-wheel"]').locator("desc, [data-planet] title").allTextContents()).join(" ");
  expect(wheel).toContain("भाव");
  await page.goto("/profile?tab=planets");
  await expect(page.getByRole("img", { name: /राशि कुण्डली \(D1\), उत्तर भारतीय शैली/ })).toBeVisible();
  await expect(page.getByText("नवांश (D9)", { exact: true })).toBeVisible();
  const vedic = (await page.locator("svg[data-chart] desc").allTextContents()).join(" ");
  expect(vedic).toContain("लग्न");
  for (const said of [wheel, vedic]) expect(said.match(/[A-Za-z]{2,}/g)).toBeNull();
});

test("a Hindi admin grants a member Premium and reads every member tab in Hindi, with and without JavaScript", async ({ page }) => {
  const admin = await createUser({ admin: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi' WHERE id = ?").run(admin.id);
  const member = await createUser({ firstName: "Vikram" });
  await signIn(page, admin);
  await page.goto("/admin/create-sub");
  await expect(page).toHaveTitle("सदस्यता बनाएँ - एडमिन पैनल - Three Skies");
  await page.getByLabel("ईमेल या नाम से खोजें").fill(member.email);
  await page.getByRole("button", { name: "खोजें", exact: true }).click();
  await page.locator(`[data-user-option="${member.email}"]`).click();
  await expect(page.getByTestId("selected-user")).toContainText(member.email);
  await expect(page.getByLabel("सदस्य का ईमेल")).toHaveValue(member.email);
  await page.getByLabel("योजना").selectOption({ label: "प्रीमियम मासिक: $14.99 प्रति माह" });
  await page.getByRole("button", { name: "सदस्यता बनाएँ" }).click();
  await expect(page.getByText("सदस्यता सफलतापूर्वक बनाई गई").first()).toBeVisible();
  await expect(page.getByText(`${member.email} अब प्रीमियम हैं।`).first()).toBeVisible();
  expect((e2eDb().prepare("SELECT subscription_tier AS tier FROM users WHERE id = ?").get(member.id) as { tier: string }).tier).toBe("premium");

  const headings: Record<string, string> = { "add-user": "सदस्य जोड़ें", "delete-user": "सदस्य हटाएँ", "admin-perms": "एडमिन अनुमतियाँ", "reset-password": "पासवर्ड रीसेट करें", "cancel-sub": "सदस्यता रद्द करें", "fix-birth": "जन्म विवरण सुधारें" };
  for (const tab of ["add-user", "delete-user", "admin-perms", "reset-password", "cancel-sub", "fix-birth"]) {
    await page.goto(`/admin/${tab}?userId=${member.id}`);
    await expect(page.getByRole("heading", { name: headings[tab], exact: true })).toBeVisible();
    if (tab !== "add-user") await expect(page.getByRole("heading", { name: "सदस्य चुनें" })).toBeVisible();
  }
  await expect(page.getByText("पहले कोई सदस्य चुनें।")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "जन्म विवरण अपडेट करें" })).toBeVisible();
  // A refused form in Hindi: with JavaScript the browser's check, without it the server's answer.
  await page.goto(`/admin/reset-password?userId=${member.id}`);
  await page.getByLabel("नया पासवर्ड").fill("lantern-orbit-123");
  await page.getByLabel("नए पासवर्ड की पुष्टि करें").fill("lantern-orbit-124");
  await page.getByRole("button", { name: "पासवर्ड रीसेट करें" }).click();
  await expect(page.getByText("पासवर्ड मेल नहीं खाते").first()).toBeVisible();
  await expect(page.getByText("कृपया सुनिश्चित करें कि दोनों पासवर्ड एक जैसे हों").first()).toBeVisible();
});

// The pages the rest of the suite visits that no test above reads in Hindi or Chinese, one walk per kind
// of member (tests/unit/e2e-languages.test.ts fails when a visited page is left out).
async function expectWritten(page: Page, lang: "hi" | "zh-Hans", least: number) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  const text = await visibleText(page);
  expect(text.match(lang === "hi" ? /[\u0900-\u097F]/g : /\p{Script=Han}/gu)?.length ?? 0, page.url()).toBeGreaterThan(least);
  expect(text.match(ENGLISH) ?? [], page.url()).toEqual([]);
}

test("a Hindi member whose password an administrator set chooses their own in Hindi, then reads the Sun tab and the checkout in Hindi", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi', must_change_password = 1 WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page).toHaveTitle("अपना पासवर्ड चुनें - Three Skies");
  await expectWritten(page, "hi", 100);
  e2eDb().prepare("UPDATE users SET must_change_password = 0 WHERE id = ?").run(user.id);
  await page.goto("/profile?tab=sun");
  await expectWritten(page, "hi", 300);
  await page.goto("/hi/pricing");
  await page.getByRole("button", { name: "प्रीमियम लें" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await expect(page).toHaveTitle("चेकआउट - Three Skies");
  await expect(page.getByRole("button", { name: "$14.99 चुकाएँ" })).toBeVisible();
  await expectWritten(page, "hi", 200);
});

test("a Chinese Premium member's billing portal, unsubscribe link and a broken confirmation link speak Chinese", async ({ page }) => {
  const user = await createUser({ premium: true });
  e2eDb().prepare("UPDATE users SET locale = 'zh-Hans' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/billing-portal");
  await expectWritten(page, "zh-Hans", 60);
  // The link in a daily email, signed as the server signs it (app/services/delivery.server.ts).
  const payload = `${user.id}.email`;
  const signature = crypto.createHmac("sha256", process.env.SESSION_SECRET!).update(`unsubscribe:${payload}`).digest("base64url");
  await page.goto(`/unsubscribe?token=${payload}.${signature}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("退订每日消息");
  await expectWritten(page, "zh-Hans", 60);
  await page.goto("/verify-email?token=spent-or-forged");
  await expect(page.locator("#verify-email-error")).toContainText("此确认链接无效");
  await expectWritten(page, "zh-Hans", 60);
});

test("a Chinese admin's System, Usage analytics and Blog tabs speak Chinese, the new post form too", async ({ page }) => {
  const admin = await createUser({ admin: true });
  e2eDb().prepare("UPDATE users SET locale = 'zh-Hans' WHERE id = ?").run(admin.id);
  await signIn(page, admin);
  for (const [path, heading] of [["/admin/system", "系统"], ["/admin/usage-analytics", "使用统计"], ["/admin/blog", "博客文章"], ["/admin/blog/new", "新建博客文章"]] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("管理面板");
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "管理栏目" }).getByRole("link", { name: "使用统计" })).toBeVisible();
    // The panel's own words (headings, labels, table heads, buttons, choices); the posts and topics the editors write stay English.
    const chrome = (await page.locator("header, main").locator("h1, h2, h3, dt, th, nav, summary, figcaption, label, button, option, legend").allInnerTexts()).join(" ");
    expect(chrome.match(/[\u4E00-\u9FFF]/g)?.length ?? 0, path).toBeGreaterThan(30);
    expect(chrome.replace(/Three Skies|\b(UTC|SMS)\b|gpt-4o?(-mini)?|o1-mini/g, " ").match(/[A-Za-z]{3,}/g) ?? [], path).toEqual([]);
  }
});

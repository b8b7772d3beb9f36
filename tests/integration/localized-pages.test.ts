// The public sky pages under each language's prefix, called through their loaders with a localized
// request: the address picks the language of every label, name, date and time the page shows.
import { describe, expect, it } from "vitest";
import * as sky from "~/routes/sky";
import * as panchang from "~/routes/panchang";
import * as horoscopeSign from "~/routes/horoscope.sign";
import { Client, json } from "../support/routes";

type Meta = { meta: ({ title?: string; href?: string; rel?: string; name?: string; content?: string })[] };
type Sky = Meta & {
  text: Record<string, string>;
  words: { bodies: { name: string; sign: string; motion: string }[]; moon: string; upcoming: { title: string; when: string }[] };
  positionsLine: string;
  sky: { paragraph: string[] };
};

const canonical = (d: Meta) => d.meta.find((m) => m.rel === "canonical")?.href;

describe("pages in the visitor's language", () => {
  it("/es/sky answers in Spanish: labels, planets and signs, the eclipse and its time", async () => {
    const res = await new Client().call(sky, "/es/sky/2024-04-08?tz=America/Mexico_City", { params: { date: "2024-04-08" } });
    expect(res.status).toBe(200);
    const d = await json<Sky>(res);
    expect([d.text.positions, d.text.body, d.text.motion]).toEqual(["Posiciones al mediodía", "Astro", "Movimiento"]);
    expect(d.words.bodies[2]).toEqual({ body: "Mercury", name: "Mercurio", sign: "Aries", position: "24°48′", motion: "Retrógrado" });
    expect(d.words.upcoming[0]).toMatchObject({ title: "Eclipse solar total: Luna nueva en Aries", when: "lunes, 8 de abril de 2024, 12:20 hora estándar central" });
    expect(d.positionsLine).toBe("Posiciones al mediodía, 12:00 hora estándar central; todas las horas de esta página son hora estándar central.");
    expect(canonical(d)).toMatch(/\/es\/sky\/2024-04-08$/);
    // The day's paragraph is written in Spanish, its times on the page's clock.
    const paragraph = d.sky.paragraph.join(" ");
    expect(paragraph.match(/\b(the|and|your|with|today|you|this|for|from|into)\b/gi)).toBeNull();
    expect(paragraph).toContain("Hoy hay una Luna nueva con eclipse solar total en Aries, exacta a las 12:20 hora estándar central.");
  });

  it("/pt/sky answers in Brazilian Portuguese", async () => {
    const res = await new Client().call(sky, "/pt/sky/2024-04-08", { params: { date: "2024-04-08" } });
    expect(res.status).toBe(200);
    const d = await json<Sky>(res);
    expect(d.words.bodies.map((b) => b.name).slice(0, 5)).toEqual(["Sol", "Lua", "Mercúrio", "Vênus", "Marte"]);
    expect(d.words.bodies[4]!.sign).toBe("Peixes");
    expect(d.words.moon).toBe("Lua nova, 0% iluminada e minguando, em Áries ao meio-dia.");
    expect(d.meta[0]!.title).toBe("O céu de segunda-feira, 8 de abril de 2024 - Three Skies");
  });

  it("/hi/panchang answers in Hindi, naming तिथि and नक्षत्र", async () => {
    const res = await new Client().call(panchang, "/hi/panchang");
    expect(res.status).toBe(200);
    const d = await json<{ text: Record<string, string>; heading: string; words: { tithis: { name: string }[] } }>(res);
    expect([d.text.tithi, d.text.nakshatra, d.text.rahuKaal]).toEqual(["तिथि", "नक्षत्र", "राहु काल"]);
    expect(d.heading).toMatch(/ का पंचांग$/);
    expect(d.words.tithis[0]!.name).toMatch(/^(शुक्ल|कृष्ण) [\u0900-\u097F]+ \(30 में से तिथि \d+\)$/);
  });

  it("/es/horoscope/leo writes the column itself in Spanish, its times on the page's clock", async () => {
    const res = await new Client().call(horoscopeSign, "/es/horoscope/leo/2026-11-28?tz=Europe/Madrid", { params: { sign: "leo", date: "2026-11-28" } });
    expect(res.status).toBe(200);
    const { reading, meta } = await json<Meta & { reading: { headline: string; sections: { title: string; sentences: string[] }[] } }>(res);
    const prose = [reading.headline, ...reading.sections.flatMap((s) => s.sentences)].join(" ");
    // The description: headline and first sentence, joined as the language writes.
    expect(meta.find((m) => m.name === "description")?.content).toBe(`${reading.headline}. ${reading.sections[0]!.sentences[0]}`);
    expect(prose.match(/\b(the|and|your|with|today|you|this|for|from|into)\b/gi)).toBeNull();
    expect(prose).toMatch(/La Luna pasa de Cáncer a Leo a las 12:20 hora de Europa central/);
    expect(reading.sections.map((s) => s.title)).toEqual(["En general", "Amor", "Trabajo", "Bienestar"]);
  });

  it("/pt/horoscope/leo and /pt/sky write their prose in Brazilian Portuguese, times on the 24-hour clock", async () => {
    const english = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
    const res = await new Client().call(horoscopeSign, "/pt/horoscope/leo/2026-11-28?tz=America/Sao_Paulo", { params: { sign: "leo", date: "2026-11-28" } });
    expect(res.status).toBe(200);
    const { reading } = await json<{ reading: { headline: string; sections: { title: string; sentences: string[] }[] } }>(res);
    const prose = [reading.headline, ...reading.sections.flatMap((s) => s.sentences)].join(" ");
    expect(prose.match(english)).toBeNull();
    expect(prose).toContain("A Lua passa de Câncer para Leão às 08:20 Horário Padrão de Brasília");
    expect(reading.sections.map((s) => s.title)).toEqual(["Panorama", "Amor", "Trabalho", "Bem-estar"]);
    const skyRes = await new Client().call(sky, "/pt/sky/2026-03-03?tz=America/Sao_Paulo", { params: { date: "2026-03-03" } });
    const { sky: day } = await json<{ sky: { paragraph: string[] } }>(skyRes);
    expect(day.paragraph.join(" ").match(english)).toBeNull();
    expect(day.paragraph).toContain("O dia traz um eclipse lunar total na Lua cheia em Virgem, com o momento exato às 08:37 Horário Padrão de Brasília.");
  });

  it("/hi/horoscope/leo writes the column itself in Hindi, its houses in the oblique and its times on the page's clock", async () => {
    const res = await new Client().call(horoscopeSign, "/hi/horoscope/leo/2026-11-28", { params: { sign: "leo", date: "2026-11-28" } });
    expect(res.status).toBe(200);
    const { reading, meta } = await json<Meta & { reading: { headline: string; sections: { title: string; sentences: string[] }[] } }>(res);
    const prose = [reading.headline, ...reading.sections.flatMap((s) => s.sentences)].join(" ");
    expect(meta.find((m) => m.name === "description")?.content).toBe(`${reading.headline}। ${reading.sections[0]!.sentences[0]}`);
    expect(prose.match(/[A-Za-z]{2,}/g)?.filter((w) => w !== "UTC") ?? []).toEqual([]);
    expect(prose.match(/\p{Script=Devanagari}/gu)!.length).toBeGreaterThan(600);
    expect(prose).toMatch(/11:20 UTC/);
    expect(prose).toMatch(/आपके पहले भाव/);
    expect(reading.sections.map((s) => s.title)).toEqual(["समग्र", "प्रेम", "कार्यक्षेत्र", "स्वास्थ्य"]);
  });

  it("/zh/horoscope/leo answers in Chinese, the sign as Chinese astrology writes it", async () => {
    const res = await new Client().call(horoscopeSign, "/zh/horoscope/leo", { params: { sign: "leo" } });
    expect(res.status).toBe(200);
    const d = await json<Meta & { sign: string; heading: string; signLine: string; text: Record<string, string> }>(res);
    expect([d.sign, d.heading, d.signLine]).toEqual(["狮子座", "狮子座今日运势", "7月23日 – 8月22日 · 火象星座 · 宫位从狮子座起算"]);
    expect([d.text.thisWeek, d.text.columnGuest]).toEqual(["本周", "星座专栏只从一个星座解读天象。你的出生星盘会把每颗行星放进你自己的宫位。"]);
    expect(d.meta[0]!.title).toBe("狮子座今日运势 - Three Skies");
    expect(canonical(d)).toMatch(/\/zh\/horoscope\/leo$/);
  });

  it("/zh/horoscope/leo and /zh/sky write their prose in Chinese, sentences run together, times on the 24-hour clock", async () => {
    const column = await new Client().call(horoscopeSign, "/zh/horoscope/leo/2026-11-28?tz=UTC", { params: { sign: "leo", date: "2026-11-28" } });
    const { reading, meta } = await json<Meta & { reading: { headline: string; gap: string; sections: { title: string; sentences: string[] }[] } }>(column);
    const prose = [reading.headline, ...reading.sections.flatMap((s) => s.sentences)].join(reading.gap);
    expect(meta.find((m) => m.name === "description")?.content).toBe(`${reading.headline}。${reading.sections[0]!.sentences[0]}`);
    expect(prose.match(/\b(the|and|your|with|today|you|this|for|from|into)\b/gi)).toBeNull();
    expect(prose.match(/\p{Script=Han}/gu)!.length).toBeGreaterThan(300);
    expect(prose).toContain("月亮在11:20（UTC）从巨蟹座进入狮子座，从你的第十二宫移到第一宫。");
    expect([reading.gap, ...reading.sections.map((s) => s.title)]).toEqual(["", "整体运势", "爱情", "工作", "身心健康"]);
    const page = await json<{ sky: { paragraph: string[] }; words: { gap: string } }>(await new Client().call(sky, "/zh/sky/2026-03-03", { params: { date: "2026-03-03" } }));
    expect(page.sky.paragraph.join(page.words.gap)).toContain("这一天迎来满月时的一次全月食，发生在处女座，于11:37（UTC）精确成形。逆行中的行星：水星和木星。");
  });
});

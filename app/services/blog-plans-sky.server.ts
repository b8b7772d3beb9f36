/** The built-in writer's subjects of the year's sky: retrogrades, eclipses, lunations and the solar terms. */
import { fill } from "~/astrology/texts/template";
import { SIGNS, chineseNewYear, skyEvents, solarTerms, type Planet, type Sign } from "~/astrology";
import { eclipseName } from "~/domain/forecast";
import { ELEMENT_NOTES, PLANET_NOTES, RETROGRADE_USES, SIGN_THEMES } from "~/services/blog-writer-texts";
import { firstSentences, fmt, fmtBeijing, info, listJoin, yearRange, type Plan, type Section } from "~/services/blog-plan";
import { banks } from "~/astrology/texts/banks";

const { MOON_IN_SIGN } = banks().moon;

export function retrograde(planet: Planet, year: number): Plan {
  const { from, to } = yearRange(year);
  const stations = skyEvents(from, to).filter((e) => e.kind === "station" && e.body === planet);
  const rows = stations.map((e) => [fmt(e.date, true), e.aspect === "retrograde" ? "Stations retrograde" : "Stations direct", e.sign]);
  const periods: string[] = [];
  for (let k = 0; k < stations.length; k++) {
    const s = stations[k]!;
    if (s.aspect !== "retrograde") continue;
    const d = stations[k + 1];
    periods.push(d ? `from ${fmt(s.date)} (in ${s.sign}) to ${fmt(d.date)} (in ${d.sign})` : `from ${fmt(s.date)} in ${s.sign}, turning direct after the year ends`);
  }
  const firstDirect =
    stations[0]?.aspect === "direct"
      ? `The year opens with ${planet} already retrograde; it turns direct on ${fmt(stations[0]!.date)} in ${stations[0]!.sign}.`
      : `${planet} begins ${year} moving forward.`;
  const signs = [...new Set(stations.map((e) => e.sign))];
  const uses = RETROGRADE_USES[planet];
  return {
    label: `${planet} retrograde in ${year}`,
    intro: [
      `${planet} retrograde ${periods.length === 1 ? "comes once" : `comes ${periods.length} times`} in ${year}, with stations in ${listJoin(signs)}.`,
      `Here are the exact dates from the ephemeris, what the backward motion really is, and how to use each ${planet} retrograde period of ${year} well instead of fearing it.`,
    ],
    sections: [
      {
        heading: `${planet} retrograde ${year}: the dates`,
        text: [firstDirect, `The retrograde periods run ${periods.join("; then ")}.`],
        table: { head: ["Date (UTC)", "Station", "Sign"], rows },
      },
      {
        heading: `What ${planet} retrograde actually is`,
        text: [
          `No planet ever reverses in its orbit: ${planet} only appears to move backwards because of the changing angle between it and the Earth.`,
          PLANET_NOTES[planet].retrograde,
          `Around each station ${planet} seems to stand still for a few days, which is when astrologers feel its themes most strongly.`,
        ],
      },
      {
        heading: `The signs of ${planet}'s ${year} stations`,
        list: signs.map((sign) => `**${sign}**: a ${planet} station here turns the spotlight on ${SIGN_THEMES[sign]}.`),
      },
      {
        heading: `Making good use of ${planet} retrograde in ${year}`,
        text: [`Each ${planet} retrograde of ${year} favours the prefix "re": ${uses.slice(0, 2).join(" and ")} come easier than launching something new.`],
        list: uses.map((u) => `${u[0]!.toUpperCase()}${u.slice(1)} while ${planet} is retrograde.`),
      },
      {
        heading: `${planet} retrograde and your own chart`,
        text: [
          `The ${year} stations of ${planet} matter most where ${listJoin(signs)} fall in your birth chart, and most of all when a station lands within a degree or two of one of your planets.`,
          PLANET_NOTES[planet].essence,
        ],
      },
    ],
    facts: stations.map((e) => `${planet} stations ${e.aspect} on ${fmt(e.date, true)} in ${e.sign}`),
    questions: [
      [
        `Is ${planet} retrograde in ${year} a bad time to sign things?`,
        `Not necessarily. ${planet} retrograde in ${year} is best used for work that begins with "re", and plans made during it simply deserve a second reading before they are final.`,
      ],
      [
        `Why does ${planet} look as if it moves backwards?`,
        `Because the Earth and ${planet} travel at different speeds, our line of sight to ${planet} swings back for a while, just as a slower car seems to drift backwards when you overtake it.`,
      ],
      [
        `What is the shadow of a ${planet} retrograde?`,
        `The shadow is the stretch of the zodiac ${planet} crosses three times: before the retrograde station, during the retrograde and after the direct station, when ${planet} regains the degree where it first stopped.`,
      ],
      [
        `Which ${year} station of ${planet} matters most for me?`,
        `The one that lands closest to a planet or angle in your birth chart; a station within two degrees of your Sun, Moon or rising degree is the one to watch in ${year}.`,
      ],
    ],
    description: `${planet} retrograde ${year}: every station date (${stations
      .map((e) => fmt(e.date))
      .slice(0, 3)
      .join(", ")}…) with its sign, what the retrograde means and how to use it.`,
    keywords: [`${planet} retrograde ${year}`.toLowerCase(), `${planet} retrograde dates`.toLowerCase(), ...signs.map((s) => `${planet} retrograde ${s}`.toLowerCase())],
  };
}

export function eclipses(year: number): Plan {
  const { from, to } = yearRange(year);
  const list = skyEvents(from, to).filter((e) => e.kind === "lunation" && e.eclipse);
  const signs = [...new Set(list.map((e) => e.sign))];
  return {
    label: `the eclipses of ${year}`,
    intro: [
      `${year} has ${list.length} eclipses, ${list.filter((e) => e.eclipse === "solar").length} of the Sun and ${list.filter((e) => e.eclipse === "lunar").length} of the Moon, falling in ${listJoin(signs)}.`,
      `Each one is listed below with its date and sign, followed by what eclipse seasons are, why they come in pairs, and how the ${year} eclipses may touch your own chart.`,
    ],
    sections: [
      {
        heading: `The ${year} eclipse dates`,
        table: {
          head: ["Date (UTC)", "Eclipse", "Sign"],
          rows: list.map((e) => [fmt(e.date, true), `${eclipseName(e.eclipse!, e.eclipseType ?? null, true)} (at the ${e.eclipse === "solar" ? "New" : "Full"} Moon)`, e.sign]),
        },
      },
      {
        heading: `Why ${year}'s eclipses come in seasons`,
        text: [
          `An eclipse needs a New or Full Moon close to one of the lunar nodes, the two points where the Moon's path crosses the Sun's, and the Sun passes each node about every 173 days.`,
          `That is why the ${year} eclipses cluster into seasons a little under six months apart, each with a solar and a lunar eclipse about two weeks apart.`,
        ],
      },
      {
        heading: `Reading each ${year} eclipse`,
        list: list.map((e) => `**${fmt(e.date)}, ${eclipseName(e.eclipse!, e.eclipseType ?? null)} in ${e.sign}**: ${e.eclipse === "solar" ? "a beginning" : "a culmination"} around ${SIGN_THEMES[e.sign]}.`),
      },
      {
        heading: `Living through the ${year} eclipse seasons`,
        text: [`Astrologers treat the ${year} eclipses as turning points rather than omens: something closes, something opens, and the change tends to show over the following months.`],
        list: [
          `Avoid forcing big decisions on the day of a ${year} eclipse; let the news settle for a week.`,
          `Notice where ${listJoin(signs)} sit in your chart: those houses are where the ${year} eclipses work.`,
          `Keep a short diary through each ${year} eclipse season and read it again six months later.`,
        ],
      },
    ],
    facts: list.map((e) => `${eclipseName(e.eclipse!, e.eclipseType ?? null)} on ${fmt(e.date, true)} in ${e.sign}`),
    questions: [
      [
        `Are the ${year} eclipses visible from everywhere?`,
        `No. A solar eclipse is seen only along a narrow track, while a lunar eclipse is visible from the whole night side of the Earth, so check local circumstances for each ${year} eclipse.`,
      ],
      [
        `Is it safe to watch the ${year} solar eclipses?`,
        `Only with certified eclipse glasses or a projection method; never look at the Sun directly during the partial phases of a ${year} solar eclipse.`,
      ],
      [`How long does an eclipse season of ${year} last?`, `About five weeks around each nodal crossing; every ${year} eclipse season holds two eclipses, occasionally three.`],
      [
        `Do the ${year} eclipses affect everyone equally?`,
        `Astrologers say no: an eclipse close to a planet or angle of your chart is felt far more than one in an empty part of it, and the ${year} eclipses in ${listJoin(signs)} will mean most to charts with planets there.`,
      ],
    ],
    description: `All ${list.length} eclipses of ${year} with their dates and signs (${listJoin(signs)}), why they come in seasons and what they mean for your chart.`,
    keywords: [`eclipses ${year}`, `${year} solar eclipse`, `${year} lunar eclipse`, "eclipse season"],
  };
}

export function lunations(phase: "new" | "full", sign: Sign | null, year: number): Plan {
  const { from, to } = yearRange(year);
  const all = skyEvents(from, to).filter((e) => e.kind === "lunation" && e.aspect === phase);
  const name = phase === "new" ? "New Moon" : "Full Moon";
  const focus = sign ? all.filter((e) => e.sign === sign) : [];
  const label = sign ? `the ${name} in ${sign}` : `the ${name}s of ${year}`;
  const sections: Section[] = [
    {
      heading: `Every ${name} of ${year}`,
      table: {
        head: ["Date (UTC)", "Sign", "Eclipse"],
        rows: all.map((e) => [fmt(e.date, true), e.sign, e.eclipse ? eclipseName(e.eclipse, e.eclipseType ?? null) : ""]),
      },
    },
    {
      heading: `What a ${name} is`,
      text: [
        phase === "new"
          ? `At the ${name} the Moon stands between the Earth and the Sun, its lit side turned away from us, so the ${year} New Moons are the darkest nights of each month.`
          : `At the ${name} the Earth stands between the Sun and the Moon, which shows us its whole lit face, so each ${year} Full Moon rises at sunset and sets at dawn.`,
        phase === "new"
          ? `Astrologers read the ${name} as a seed: a quiet moment to choose an intention and begin.`
          : `Astrologers read the ${name} as a harvest: something reaches its peak, shows itself and asks to be finished.`,
      ],
    },
  ];
  if (sign) {
    sections.push({
      heading: `The ${name} in ${sign}`,
      text: [
        focus.length ? `In ${year} the ${name} falls in ${sign} on ${listJoin(focus.map((e) => fmt(e.date)))}.` : `No ${name} falls in ${sign} in ${year}.`,
        `A ${name} in ${sign} puts ${SIGN_THEMES[sign]} in the foreground. ${fill(ELEMENT_NOTES[info(sign).element][0], { p: `the ${name}`, s: sign })}`,
        firstSentences(MOON_IN_SIGN[sign], 2),
      ],
    });
  }
  sections.push(
    {
      heading: `The ${year} ${name}s sign by sign`,
      list: all.map((e) => `**${fmt(e.date)} in ${e.sign}**: ${phase === "new" ? "begin something around" : "bring to a close something around"} ${SIGN_THEMES[e.sign]}.`),
    },
    {
      heading: `A ${name} ritual for ${year}`,
      list:
        phase === "new"
          ? [
              `Write one intention on each ${year} New Moon, in the present tense.`,
              `Choose an intention that suits the ${name}'s sign.`,
              `Read the ${name} note again at the Full Moon two weeks later.`,
            ]
          : [
              `On each ${year} Full Moon, list what has come to fruition since the New Moon.`,
              `Let go of one thing that the ${name} shows you is finished.`,
              `Give thanks for what the ${name}'s sign has brought you.`,
            ],
    },
  );
  return {
    label,
    intro: [
      `${year} has ${all.length} ${name}s, from ${fmt(all[0]!.date)} in ${all[0]!.sign} to ${fmt(all[all.length - 1]!.date)} in ${all[all.length - 1]!.sign}${sign ? `, and this guide looks most closely at ${label}` : ""}.`,
      `Every date below comes from the ephemeris, with the sign the Moon is in at the exact ${name} and any eclipse marked.`,
    ],
    sections,
    facts: all.map((e) => `${name} on ${fmt(e.date, true)} in ${e.sign}${e.eclipse ? ` (${e.eclipse} eclipse)` : ""}`),
    questions: [
      [`How long does a ${name} last?`, `The exact ${name} is a moment, but its mood is usually felt for a day or two either side, which is why the ${year} dates above are given to the day.`],
      [
        `Why is the ${name} in a different sign each month?`,
        `The Sun moves about 30 degrees a month, so the ${name} of ${year} falls roughly one sign further along each time, with the Moon ${phase === "new" ? "in the same sign as the Sun" : "in the sign opposite the Sun"}.`,
      ],
      [
        `Why are there sometimes two ${name}s in one month?`,
        `A lunar month is 29.5 days, a little shorter than most calendar months, so now and then a ${name} falls on both the first and the last days of the month.`,
      ],
      [
        `Does the time zone change the date of a ${name}?`,
        `It can. The ${year} ${name} dates here are given in UTC, so one that falls late in the evening UTC can be the next day in Asia and Oceania.`,
      ],
    ],
    description: `${sign ? `The ${name} in ${sign} and every` : "Every"} ${name} of ${year} with its date and sign, what it means and a simple ritual for each one.`,
    keywords: [`${name} ${year}`.toLowerCase(), `${name} dates`.toLowerCase(), ...(sign ? [`${name} in ${sign}`.toLowerCase()] : [])],
  };
}

export function solarTermsPlan(year: number): Plan {
  const { from, to } = yearRange(year);
  const terms = solarTerms(from, to);
  const lichun = terms.find((t) => t.pinyin === "Lichun")!;
  return {
    label: `the 24 solar terms of ${year}`,
    intro: [
      `The Chinese calendar divides ${year} into 24 solar terms, one every 15 degrees of the Sun's path, and ${year}'s Start of Spring (Lichun) falls on ${fmtBeijing(lichun.date)}.`,
      `Below are all 24 dates for ${year}, calculated from the Sun's position, with what each term marks and why BaZi uses them for the year and month pillars.`,
    ],
    sections: [
      {
        heading: `The ${year} solar terms`,
        table: {
          head: ["Date (Beijing time)", "Term", "Meaning", "Sun at"],
          rows: terms.map((t) => [fmtBeijing(t.date, true), t.pinyin, t.english, `${t.longitude % 30}° ${SIGNS[Math.floor(t.longitude / 30)]}`]),
        },
      },
      {
        heading: `How the solar terms of ${year} are measured`,
        text: [
          `Each term begins when the Sun reaches a multiple of 15 degrees of ecliptic longitude, so the ${year} terms fall on nearly the same dates every year, give or take a day.`,
          `Twelve of them (the jie) open the solar months, and the other twelve (the qi) mark the middle of each month, including the equinoxes and solstices.`,
        ],
      },
      {
        heading: `Lichun ${year} and the BaZi year`,
        text: [
          `In Four Pillars astrology the year pillar changes at Lichun on ${fmtBeijing(lichun.date)}, not at the lunar New Year on ${fmt(`${chineseNewYear(year)}T00:00:00Z`)}, which is why a birth between the two can take the previous year's pillar.`,
          `The month pillars change at each jie term of ${year}, so a birth chart's month is always read from the solar terms.`,
        ],
      },
      {
        heading: `Living with the ${year} solar terms`,
        list: [
          `Mark the four seasonal gates of ${year} (Lichun, Lixia, Liqiu, Lidong) as times to review plans.`,
          `Eat and rest with the ${year} terms: lighter food after Lixia, warming food after Lidong.`,
          `Check a January or early February ${year} birthday against Lichun before naming its animal.`,
        ],
      },
    ],
    facts: terms.map((t) => `${t.english} (${t.pinyin}) on ${fmt(t.date, true)}`),
    questions: [
      [
        `Are the ${year} solar terms the same as the zodiac signs?`,
        `They share the same geometry: every other term of ${year} coincides with the Sun entering a new tropical sign, so the Spring Equinox term opens Aries and the Summer Solstice term opens Cancer.`,
      ],
      [
        `Why does Lichun ${year} fall in early February?`,
        `Lichun marks the Sun at 315°, halfway between the winter solstice and the spring equinox, and the Sun reaches that point every year on February 3, 4 or 5.`,
      ],
      [
        `Are the ${year} solar terms used in farming today?`,
        `Yes, in parts of China they still name the moments to sow and harvest, and in 2016 the solar terms were added to UNESCO's list of intangible cultural heritage.`,
      ],
    ],
    description: `The 24 Chinese solar terms of ${year} with their dates, from Lichun on ${fmtBeijing(lichun.date)}, and how BaZi uses them.`,
    keywords: [`solar terms ${year}`, "24 solar terms", "jieqi", `lichun ${year}`],
  };
}

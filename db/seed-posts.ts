// Starter articles so a fresh install has a blog. Original texts, written for Three Skies.
// `seedPosts` inserts the ones whose slug is not taken yet (safe to run again).
import { findPostBySlug, insertPost } from "~/models/post.server";
import type { BlogCategory } from "~/schemas/blog";

export type StarterPost = {
  title: string;
  slug: string;
  category: BlogCategory;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  publishedAt: string;
  content: string;
};

export const starterPosts: StarterPost[] = [
  {
    title: "Your Birth Chart, Explained: A First Reading in Three Traditions",
    slug: "your-birth-chart-explained-a-first-reading",
    category: "beginner_guides",
    excerpt:
      "A birth chart is a map of the sky at the moment you were born. Here is how to read yours for the first time, and why Western, Chinese and Vedic astrology each see something different in it.",
    metaTitle: "Your Birth Chart Explained: A Beginner's First Reading",
    metaDescription:
      "Learn what a birth chart is, what the Sun, Moon and Rising signs mean, and how Western, Chinese and Vedic astrology read the same birth moment.",
    metaKeywords: "birth chart, natal chart, beginner astrology, rising sign, moon sign, vedic, chinese zodiac",
    publishedAt: "2026-01-12T09:00:00.000Z",
    content: `A birth chart, also called a natal chart, is a snapshot of the sky taken from the exact place and minute you were born. Nothing about it is mystical in itself: it is a list of where the Sun, the Moon and the planets stood against the background of the zodiac, and which part of the sky was rising on the eastern horizon. What astrology adds is a language for reading that snapshot.

## What you need to draw one

Three facts are enough:

1. **Your birth date.** This fixes the Sun's position, and roughly the positions of the slower planets.
2. **Your birth time.** The Moon moves about 13 degrees a day and the rising sign changes roughly every two hours, so the time matters a great deal.
3. **Your birth place.** The latitude and longitude decide which part of the zodiac was on the horizon, and the place's time zone history turns your local clock time into universal time.

If you do not know your birth time, you can still learn a lot. The Sun sign, the planets' signs and most of the Moon's sign survive; only the rising sign and the houses need the clock.

## The big three

Most readings start with three placements:

| Placement | What it describes | Changes every |
|---|---|---|
| Sun sign | Your core drive, what you are growing into | about 30 days |
| Moon sign | Your emotional needs and instinctive reactions | about 2.5 days |
| Rising sign (Ascendant) | Your manner, first impressions, how you meet the world | about 2 hours |

Someone with the Sun in Capricorn, the Moon in Leo and Gemini rising may be ambitious at heart, crave warmth and recognition in private, and come across as chatty and quick. None of the three cancels the others; a chart is a conversation between them.

## One sky, three readings

Three Skies reads your birth moment three ways, because three great traditions grew up watching the same sky:

- **Western astrology** uses the tropical zodiac, tied to the seasons: 0° Aries is the March equinox.
- **Vedic astrology (Jyotish)** uses the sidereal zodiac, tied to the fixed stars. Today the two zodiacs sit about 24 degrees apart[^1], so many people find their Vedic Sun one sign earlier than their Western one.
- **Chinese astrology** follows a lunisolar calendar. Your animal comes from the year of your birth, counted from Chinese New Year, and each year also carries one of five elements.

These are not competing answers to the same question. They are different questions: the seasons of the soul, the Moon's mansion you were born under, and the character of your year.

## A first reading, step by step

- [ ] Find your Sun, Moon and rising signs.
- [ ] Note which element (fire, earth, air, water) appears most often among your planets.
- [ ] Look up your Moon's nakshatra in the Vedic tab.
- [ ] Check your Chinese animal and its element.
- [ ] Write down one sentence that all three readings agree on.

That last step is the most useful. Where three traditions point the same way, you have found something worth paying attention to.

Ready to try? Your chart takes about a minute, and it is free.

[^1]: The difference is called the *ayanamsa*. It grows by about one degree every 72 years because of the slow precession of Earth's axis.`,
  },
  {
    title: "Why Your Chinese Zodiac Animal Starts at Lunar New Year, Not January 1",
    slug: "why-your-chinese-zodiac-animal-starts-at-lunar-new-year",
    category: "chinese_zodiac",
    excerpt:
      "Born in January or early February? Your Chinese animal may belong to the previous year. Here is how the lunar calendar decides your sign, and what the five elements add.",
    metaTitle: "Chinese Zodiac Animal and Lunar New Year: Which Year Are You?",
    metaDescription:
      "The Chinese zodiac year begins at Lunar New Year, between January 21 and February 20. Find out why early-year birthdays often belong to the previous animal.",
    metaKeywords: "chinese zodiac, lunar new year, chinese animal sign, five elements, li chun, zodiac calculator",
    publishedAt: "2026-02-03T09:00:00.000Z",
    content: `Every year a new animal takes its turn in the Chinese zodiac: Rat, Ox, Tiger, Rabbit, Dragon, Snake, Horse, Goat, Monkey, Rooster, Dog and Pig, in a cycle of twelve. Many online calculators simply take your birth year and look up the animal. That works for most of the year, and fails for a surprising number of people.

## The year starts with the Moon

The traditional Chinese calendar is lunisolar. Its months begin at new moons, and its year begins with the second new moon after the winter solstice. That date, Chinese New Year, moves around from year to year and always falls between **January 21 and February 20**.

So someone born on January 20, 1995 is a Dog, not a Pig: the Dog year began on February 10, 1994 and the Pig year only on January 31, 1995. This is exactly the kind of detail that trips people up, which is why Three Skies computes it from the calendar instead of a lookup table. Some recent New Year dates:

| Gregorian year | Chinese New Year | Animal from that date |
|---|---|---|
| 2020 | January 25 | Rat (Metal) |
| 2021 | February 12 | Ox (Metal) |
| 2022 | February 1 | Tiger (Water) |
| 2023 | January 22 | Rabbit (Water) |
| 2024 | February 10 | Dragon (Wood) |
| 2025 | January 29 | Snake (Wood) |
| 2026 | February 17 | Horse (Fire) |

Someone born on February 5, 2024 is therefore a **Rabbit**, not a Dragon: the Dragon year only began on February 10.

## Which calendar date, exactly?

New Year is fixed by the new moon as seen in China, at Beijing time (UTC+8). The official rules are published as a national standard[^1]. For a birth abroad, we convert your birth moment to that reference before comparing, so a baby born late in the evening in New York on New Year's Eve can already belong to the new year in China.

## The solar alternative: Li Chun

Some practitioners, especially in the Four Pillars (BaZi) tradition, start the year at *Li Chun*, the "beginning of spring", when the Sun reaches 315 degrees of celestial longitude, around February 4. Both conventions are old and respected. Three Skies uses Chinese New Year for your animal and shows a note when the Li Chun reckoning would give a different answer, so you can see both.

## Elements and polarity

The animal is only half of the year's identity. Each year also carries one of five elements, **Wood, Fire, Earth, Metal and Water**, each lasting two consecutive years, and a polarity:

- **Yang** years end in an even digit (2024 Wood Dragon).
- **Yin** years end in an odd digit (2025 Wood Snake).

Put together, the twelve animals and the ten element-polarity stems make a cycle of sixty years. A Fire Horse year like 2026 last came around in 1966.

## What to do with it

Your animal describes the temperament of your generation's year: the Ox's patience, the Monkey's inventiveness, the Dog's loyalty. Your element colours it: a Water Tiger is more reflective than a Fire Tiger. Read both together, and check the exact date if your birthday falls in January or February.

[^1]: GB/T 33661-2017, *Calculation and promulgation of the Chinese calendar*, sets out how months and the New Year are computed.`,
  },
  {
    title: "Nakshatras: A Gentle Introduction to the Moon's 27 Mansions",
    slug: "nakshatras-a-gentle-introduction-to-the-moons-27-mansions",
    category: "vedic_astrology",
    excerpt:
      "Vedic astrology divides the sky into 27 lunar mansions. The one your Moon occupied at birth, your nakshatra, is one of the most personal details in your chart.",
    metaTitle: "Nakshatras Explained: The 27 Lunar Mansions of Vedic Astrology",
    metaDescription:
      "What nakshatras are, how padas work, which planets rule them, and why your birth nakshatra matters in Vedic astrology and Guna Milan compatibility.",
    metaKeywords: "nakshatra, vedic astrology, lunar mansions, pada, jyotish, moon sign, lahiri ayanamsa",
    publishedAt: "2026-03-09T09:00:00.000Z",
    content: `The Moon takes a little over 27 days to travel once around the zodiac. Long ago, Indian astronomers gave each day of that journey a "mansion", a stretch of sky marked by a recognisable star or group of stars. These are the **nakshatras**, and in Vedic astrology (Jyotish) they are as important as the twelve signs.

## The arithmetic of the mansions

The full circle of 360 degrees is divided into 27 equal parts:

- each nakshatra spans **13°20'**;
- each is split into four **padas** (quarters) of **3°20'**;
- 27 × 4 = 108 padas, a number that appears throughout Indian tradition.

Because 13°20' does not divide evenly into a 30° sign, nine padas fill each sign exactly, and the pattern of boundaries repeats every four signs (nine nakshatras make exactly 120°).

## Ruling planets

Each nakshatra has a planetary ruler. The rulers repeat in a fixed cycle of nine, three times around the zodiac:

| Order | Ruler | First nakshatra of the cycle |
|---|---|---|
| 1 | Ketu (south node) | Ashwini |
| 2 | Venus | Bharani |
| 3 | Sun | Krittika |
| 4 | Moon | Rohini |
| 5 | Mars | Mrigashira |
| 6 | Rahu (north node) | Ardra |
| 7 | Jupiter | Punarvasu |
| 8 | Saturn | Pushya |
| 9 | Mercury | Ashlesha |

This same order drives the *Vimshottari dasha* system, which divides a life into planetary periods starting from the ruler of your birth nakshatra.

## Why the Moon, and why the exact moment

In Jyotish the Moon describes the mind (*manas*): how you feel, what soothes you, how you react. The nakshatra it occupied when you were born, your *janma nakshatra*, is therefore read as a portrait of your inner life. Because the Moon moves about 13 degrees a day, it changes nakshatra roughly once a day, and its pada every six hours or so. That is why Three Skies uses the Moon's position at your exact birth instant rather than the "nakshatra of the day" printed in many almanacs, which refers to sunrise[^1].

## The sidereal zodiac

Nakshatras are measured against the fixed stars, so they use the sidereal zodiac. We use the **Lahiri ayanamsa**, the standard adopted by the Indian government's calendar reform committee. In 2026 it is a little over 24 degrees: a Moon at 10° Taurus in Western terms sits near 16° Aries in sidereal terms, in the nakshatra Bharani.

## Reading your nakshatra

A few questions make a good starting point:

- What is the nakshatra's symbol? Ashwini's horse's head speaks of speed and healing; Rohini's chariot of growth and beauty.
- Who rules it, and where is that planet in your chart?
- Which pada are you in? Each pada echoes one of the signs and adds its own tone.

Your nakshatra also matters in relationships: the Guna Milan compatibility system compares the two partners' Moon nakshatras across eight factors. You will find your nakshatra and pada in the Vedic tab of your profile.

[^1]: Almanacs (*panchangas*) list the nakshatra in force at local sunrise because it colours the whole day. For a birth chart, the exact moment is what counts.`,
  },
  {
    title: "Fire, Earth, Air and Water: Reading the Elements in Your Chart",
    slug: "fire-earth-air-and-water-reading-the-elements-in-your-chart",
    category: "zodiac_signs",
    excerpt:
      "Count the elements among your planets and a pattern appears: where you have energy to spare, and what you tend to leave out. A practical guide to elemental balance.",
    metaTitle: "The Four Elements in Astrology: Find Your Chart's Balance",
    metaDescription:
      "How fire, earth, air and water signs differ, how to count the elements in your birth chart, and what an excess or a missing element can mean.",
    metaKeywords: "astrology elements, fire signs, earth signs, air signs, water signs, modalities, zodiac signs",
    publishedAt: "2026-04-14T09:00:00.000Z",
    content: `The twelve zodiac signs fall into four families of three. Each family shares an element, and each element describes a different way of meeting life. Learning the elements is the quickest way to make sense of a whole chart at once, rather than one planet at a time.

## The four families

| Element | Signs | Keywords | Needs |
|---|---|---|---|
| Fire | Aries, Leo, Sagittarius | enthusiasm, courage, vision | inspiration and freedom to act |
| Earth | Taurus, Virgo, Capricorn | practicality, patience, skill | tangible results and stability |
| Air | Gemini, Libra, Aquarius | ideas, communication, fairness | conversation and perspective |
| Water | Cancer, Scorpio, Pisces | feeling, intuition, loyalty | emotional safety and closeness |

Each element also appears in all three **modalities**: cardinal signs start things (Aries, Cancer, Libra, Capricorn), fixed signs sustain them (Taurus, Leo, Scorpio, Aquarius) and mutable signs adapt them (Gemini, Virgo, Sagittarius, Pisces). Leo is fixed fire: a steady, warming flame. Sagittarius is mutable fire: a spark that travels.

## Counting your own elements

Take the ten classical placements, the Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune and Pluto, plus your rising sign, and tally their elements. Many astrologers give extra weight to the Sun, the Moon and the Ascendant, counting them twice, because they shape personality most directly.

A typical result might look like this:

- Fire: 4
- Earth: 1
- Air: 4
- Water: 2

Fire and air feed each other, so this person likely thinks fast, speaks easily and acts on enthusiasm. With a single earth placement, follow-through and routine may take conscious effort.

## Too much, too little

An element that dominates is a strength that can overreach:

- **Lots of fire** can mean boundless drive that burns out before the finish line.
- **Lots of earth** can mean reliability that hardens into stubbornness.
- **Lots of air** can mean brilliant analysis that never lands in the body.
- **Lots of water** can mean deep empathy that absorbs everyone else's moods.

A missing element is not a flaw. People often compensate by seeking it out: a chart with no earth may belong to a keen gardener or a devoted cook. Notice what you are drawn to; it often fills a gap.

## Working with your balance

Once you know your pattern, small choices help. Fire-heavy charts benefit from ~~more projects~~ fewer, finished projects. Air-heavy charts benefit from walking while they think. Water-heavy charts need time alone to sort their own feelings from other people's. Earth-heavy charts need occasional unplanned days.

The elements are also a bridge to the other traditions. Chinese astrology uses five elements, Wood, Fire, Earth, Metal and Water, which describe cycles of change rather than temperaments[^1]. It is a different system with a familiar vocabulary, and reading both side by side in your profile is a good exercise in seeing the same life from two angles.

[^1]: In the Chinese system each element generates the next (Wood feeds Fire, Fire makes Earth, Earth bears Metal, Metal carries Water, Water nourishes Wood).`,
  },
  {
    title: "Mercury Retrograde, Calmly: What Is Happening and What to Do",
    slug: "mercury-retrograde-calmly-what-is-happening-and-what-to-do",
    category: "astronomical_events",
    excerpt:
      "Three or four times a year Mercury appears to move backwards. Here is the astronomy behind it, what astrologers make of it, and a sensible checklist instead of panic.",
    metaTitle: "Mercury Retrograde Explained: Astronomy and a Calm Checklist",
    metaDescription:
      "Why Mercury seems to move backwards three or four times a year, how long each retrograde lasts, and practical, level-headed ways to work with it.",
    metaKeywords: "mercury retrograde, retrograde meaning, astronomy, astrology transits, planetary motion",
    publishedAt: "2026-06-02T09:00:00.000Z",
    content: `Few astrological ideas have escaped into everyday conversation like Mercury retrograde. It gets blamed for lost keys, crashed laptops and awkward messages to an ex. Before deciding what it means, it helps to know what actually happens in the sky.

## The astronomy: an optical effect

No planet ever reverses its orbit. Mercury circles the Sun in 88 days, much faster than Earth. Roughly every 116 days, the **synodic period**, Mercury overtakes us on the inside lane. For about three weeks around that moment, seen from Earth, it appears to slow down, stop, drift backwards against the stars, stop again and resume its forward motion.

You have seen the same effect from a train: when your train overtakes a slower one, the other train seems to slide backwards even though both are moving forward.

| Phase | What you would see | Typical length |
|---|---|---|
| Pre-shadow | Mercury crosses the degrees it will later revisit | about 2 weeks |
| Station retrograde | Mercury appears to stand still | 1 to 2 days |
| Retrograde | Apparent backward motion | about 3 weeks |
| Station direct | Standing still again | 1 to 2 days |
| Post-shadow | Mercury re-crosses the same degrees moving forward | about 2 weeks |

Because of that 116-day rhythm, there are three retrogrades in most years and occasionally four.

## What astrologers make of it

Mercury rules communication, travel, trade, paperwork and thinking. Its retrograde periods are traditionally read as times for the prefix **re-**: review, revise, repair, reconnect, reconsider. The effect is said to be strongest for people with Mercury prominent in their chart, or when the retrograde falls on one of their personal planets.

Whether or not you take that literally, the advice is good advice at any time[^1].

## A calm checklist

- [x] Back up your phone and computer (you meant to anyway).
- [x] Re-read important emails before sending them.
- [ ] Confirm travel times and bookings a day ahead.
- [ ] Finish, edit or revisit projects rather than starting big new ones.
- [ ] Get back in touch with someone you have lost track of.
- [ ] Read contracts twice; sign them once you are sure.

Notice what is *not* on the list: cancelling your life for three weeks. People marry, launch companies and sign leases during retrogrades all the time. The retrograde is an invitation to be careful, not a ban.

## Seeing it in your own chart

If Mercury was retrograde when you were born, you are in good company: roughly one person in five is. Astrologers often read a natal Mercury retrograde as a reflective, original mind that processes ideas inwardly before sharing them. In your Three Skies chart, retrograde planets are marked with an **R** beside their position.

For the next retrograde dates, watch the blog's forecasts section, or simply look up Mercury's daily motion in an ephemeris: when its longitude starts to decrease, the retrograde has begun.

[^1]: Astrologers disagree about the shadow periods: some give them real weight, others ignore them and count only the days of apparent backward motion.`,
  },
  {
    title: "Compatibility Beyond Sun Signs: How Three Traditions Read a Couple",
    slug: "compatibility-beyond-sun-signs-how-three-traditions-read-a-couple",
    category: "love_compatibility",
    excerpt:
      "\"Are Leo and Scorpio compatible?\" is the wrong question. Western synastry, Vedic Guna Milan and the Chinese zodiac each compare two people in richer ways.",
    metaTitle: "Astrological Compatibility: Synastry, Guna Milan and Chinese Signs",
    metaDescription:
      "Go beyond Sun sign matching: how Western synastry, Vedic Guna Milan (36 points) and Chinese zodiac triads and clashes each describe a relationship.",
    metaKeywords: "astrology compatibility, synastry, guna milan, ashtakoot, chinese zodiac compatibility, love astrology",
    publishedAt: "2026-09-15T09:00:00.000Z",
    content: `Magazine columns match couples by Sun sign: fire with air, earth with water, and so on. It is a pleasant game, but it compares one placement out of dozens. Every astrological tradition that takes relationships seriously looks much further, and the three we use at Three Skies each bring a different lens.

## Western synastry: two charts on one wheel

Synastry places one person's planets in the other person's chart and looks at the angles, or **aspects**, between them. A few contacts carry particular weight:

- **Sun and Moon**: one partner's identity meets the other's emotional needs. Harmonious contacts here are a classic marker of ease.
- **Venus and Mars**: attraction, affection and desire. Tension between them can be as magnetic as harmony.
- **Moon and Moon**: how two people feel at home. Similar Moons share rhythms; different Moons need translation.
- **Saturn contacts**: commitment and responsibility, sometimes heavy, often stabilising.

No single aspect makes or breaks a couple. Synastry describes the texture of a relationship: where it flows, where it rubs, and where it grows.

## Vedic Guna Milan: 36 points

Traditional Indian matchmaking compares the two partners' Moon nakshatras through eight factors, the *ashtakoota*. Each factor has a maximum score, and they add up to 36:

| Koota | Looks at | Points |
|---|---|---|
| Varna | spiritual temperament | 1 |
| Vashya | mutual influence | 2 |
| Tara | birth-star harmony | 3 |
| Yoni | physical and instinctive nature | 4 |
| Graha Maitri | friendship of the Moon signs' rulers | 5 |
| Gana | temperament (divine, human, demonic) | 6 |
| Bhakoot | relative Moon sign positions | 7 |
| Nadi | constitution and health | 8 |
| **Total** | | **36** |

A score of 18 or more is traditionally considered acceptable. Practitioners differ on some of the tables[^1], so our reports show every koota's points rather than just the total: a low Nadi score says something quite different from a low Varna score.

## Chinese zodiac: triads and clashes

Chinese astrology groups the twelve animals into four **triads** of natural allies:

1. Rat, Dragon, Monkey
2. Ox, Snake, Rooster
3. Tiger, Horse, Dog
4. Rabbit, Goat, Pig

Animals six years apart sit opposite each other on the wheel and are said to **clash**: Rat and Horse, Ox and Goat, Tiger and Monkey, Rabbit and Rooster, Dragon and Dog, Snake and Pig. A clash does not doom a couple; it points to different instincts that need conscious respect.

## Putting it together

When the three readings agree, say a flowing Sun-Moon contact, a healthy Guna Milan score and a shared triad, you are looking at a pairing with natural ease. When they disagree, that is where the interesting conversations are. Compatibility is not a verdict. It is a map of where two people will find each other easily and where they will need to make the effort, and every lasting couple makes some.

[^1]: Regional traditions in North and South India weigh some kootas differently and recognise exceptions (*dosha parihara*) that cancel certain low scores.`,
  },
];

/** Inserts the starter articles whose slug is free; answers how many were inserted. */
export async function seedPosts(authorId: string | null): Promise<number> {
  let inserted = 0;
  for (const post of starterPosts) {
    if (await findPostBySlug(post.slug)) continue;
    await insertPost({ ...post, status: "published", aiModel: null, scheduledFor: null, authorId });
    inserted += 1;
  }
  return inserted;
}

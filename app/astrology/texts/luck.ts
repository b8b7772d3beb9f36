/**
 * Readings of the luck pillar running now and of the year's pillar (Chinese tab). Original. The decade
 * and the year each have their own texts per ten god and per branch, in their own words, so the two
 * readings shown together never share a six-word run (luck-texts.test.ts).
 */
import { STEMS, type Branch, type Stem } from "../bazi";
import { TEN_GOD_NAMES, type TenGod } from "../constants";
import type { AnnualPillar, LuckPillar } from "../luck";

const DECADE_GODS: Record<TenGod, string> = {
  Friend:
    "Peers, siblings and partners of equal standing crowd this decade. Your own element stands beside you, so confidence rises and help comes sideways rather than from above; the price is competition for the same prizes. Shared ventures thrive when roles and money are agreed in writing at the outset.",
  "Rob Wealth":
    "Money moves fast in these ten years, in both directions. Your element returns with the opposite polarity, the restless sibling who borrows your coat: bold ventures, rivalries and generous impulses that others exploit. Keep savings apart from friendships and the energy becomes drive instead of drain.",
  "Eating God":
    "A decade for making things and enjoying them. Your element flows outward as talent of the same polarity, relaxed and unforced: cooking, teaching, writing, raising children, any craft done for its own pleasure. Health and appetite usually improve; the risk is a comfort that slows ambition.",
  "Hurting Officer":
    "Brilliance and impatience run together through this ten-year stretch. Your element pours out with the opposite polarity, sharp and performative, questioning every rule and every boss. Original work, public speaking and reform suit it; careless words to people with authority are the cost it charges.",
  "Indirect Wealth":
    "Opportunity arrives unannounced in this decade: side income, trading, windfalls, business travel, lavish spending on people you love. Your element masters this stem with the same polarity, so you can seize what appears, but money gained quickly leaves quickly without structure.",
  "Direct Wealth":
    "Steady earning defines these years: salary, property, a household built brick by brick. The stem is what your element masters, met with the opposite polarity, the classical picture of honest reward for regular effort. Older texts also read it as a man's wife; for everyone it favours budgets, contracts and patience.",
  "Seven Killings":
    "Pressure shapes this decade. The stem attacks your element with the same polarity, the unbalanced force the classics name the Seven Killings: demanding bosses, rivals, emergencies, physical trials. Met with discipline it forges leaders, soldiers and surgeons; ignored, it wears the body down. Train, plan and choose your battles.",
  "Direct Officer":
    "Recognition through proper channels marks this ten-year pillar: promotion, titles, examinations passed, a name for reliability. The stem governs your element with the opposite polarity, a fair authority rather than a harsh one. Rules work in your favour now, and keeping your word matters more than brilliance.",
  "Indirect Resource":
    "An unusual kind of learning colours this decade: metaphysics, research, therapy, technical niches, anything studied alone. The stem feeds your element with the same polarity, so insight comes, though it can turn inward and solitary. Guard appetite and friendships, and let the odd interests earn their keep.",
  "Direct Resource":
    "Support and protection surround these ten years: mentors, degrees, documents signed in your favour, a mother or patron standing behind you. The stem nourishes your element with the opposite polarity, the classical image of care. Study, rest and rebuild while it lasts; the effort itself still has to be yours.",
};

const YEAR_GODS: Record<TenGod, string> = {
  Friend:
    "Twelve months in the company of equals: colleagues, cousins, teammates and old classmates resurface. With your element doubled you feel surer of yourself but share the table with more people. Split costs clearly and keep one personal project no one else can claim.",
  "Rob Wealth":
    "Expect spending pressure this year. Friends ask for loans, partnerships wobble and a rival may bid for what you want. The same element in the other polarity brings nerve too: a good year for a daring move, a poor one for lending or guaranteeing anyone's debts.",
  "Eating God":
    "A pleasant, productive year for the senses: good food, hobbies that turn into sources of pride, creative output that others enjoy. The annual stem drains your element gently, so leisure pays off. Keep one deadline so that ease does not become drift.",
  "Hurting Officer":
    "This year sharpens the tongue. Ideas arrive faster than patience, and managers, rules or contracts feel like cages. Publish, pitch, redesign; think twice before a resignation letter or a quarrel in public, because cleverness and rebellion come in the same parcel.",
  "Indirect Wealth":
    "Cash from unexpected directions turns up during these months: a bonus, a side deal, a client met by chance. Spending on pleasure and on others climbs with it. Take the openings, keep receipts, and skip any bet on a tip that sounds too easy.",
  "Direct Wealth":
    "A year for earning and keeping: a raise negotiated, a loan paid down, a household budget that finally balances. Reward follows routine work rather than risk. Bonds built on shared practical matters, a home or a joint account, tend to firm up.",
  "Seven Killings":
    "The calendar applies force. Deadlines collide, someone in charge tests you, or the body asks for attention through strain or injury. Handled with a plan, it becomes the year you prove what you can carry; avoid dangerous sports and reckless confrontations.",
  "Direct Officer":
    "Structure favours you during these months: interviews, exams, official applications and promotions go through. Standing grows from being punctual and correct. Obligations multiply as well, and honouring them is exactly what earns the credit.",
  "Indirect Resource":
    "Curiosity turns to odd subjects this year: a course in something arcane, a new therapy, a technical skill picked up in private. Intuition runs high while sociability dips. Eat at regular hours, answer messages, and note the insights down before they fade.",
  "Direct Resource":
    "Help arrives this year from elders, teachers and institutions: a scholarship, a reference, paperwork approved, a parent who steps in. Lessons sink in easily and health can recover. Accept the backing graciously, then put it to work.",
};

const DECADE_BRANCHES: Record<Branch, string> = {
  Zi: "Below the stem sits Zi, the Rat: pure Water at midwinter, holding Gui alone. The decade's ground is quiet and deep, good for thinking, saving and night work, less so for display.",
  Chou: "The branch is Chou, the Ox: wet winter Earth storing Ji, Xin and Gui. This foundation is patient and slow to pay out, a granary that fills over years; shortcuts rarely work on it.",
  Yin: "Yin, the Tiger, carries the decade: early-spring Wood holding Jia, Bing and Wu. Beginnings, relocations and bold starts come naturally; this ground rewards initiative and punishes hesitation.",
  Mao: "Mao, the Rabbit, gives the decade its footing: mid-spring Wood, Yi alone. Growth is gentle and sociable; diplomacy, design and slow cultivation do better than force.",
  Chen: "The Dragon, Chen, lies under this pillar: spring Earth that stores water, holding Wu, Gui and Yi. It is a changeable floor of large ambitions and sudden turns, a reservoir that both feeds and floods.",
  Si: "Si, the Snake, brings early-summer Fire with Bing, Geng and Wu hidden inside. The ground is warm, strategic and quietly intense; plans laid in private ripen in public.",
  Wu: "Wu, the Horse, is the decade's branch: midsummer Fire at full height, with Ding and Ji within. Energy, visibility and movement are abundant, and so is the temptation to burn out.",
  Wei: "Wei, the Goat, grounds this pillar: dry late-summer Earth keeping Ji, Yi and Ding. Care, home and the arts prosper, along with a stubborn streak once a course is set.",
  Shen: "Shen, the Monkey, forms the base: early-autumn Metal hiding Geng, Ren and Wu. Travel, trade, technology and quick changes of plan feel natural on such inventive soil.",
  You: "You, the Rooster, underlies these years: mid-autumn Metal, Xin alone. Precision, standards and finishing touches matter; the harvest is real but judged by its quality.",
  Xu: "Xu, the Dog, is the footing of this decade: late-autumn Earth storing Fire, holding Wu, Ding and Xin. Loyalty, principle and guarding what you have built come to the front.",
  Hai: "Hai, the Pig, supports the pillar: early-winter Water with Ren and Jia inside. The ground is generous and receptive, fit for rest, study and the seeds of the next venture.",
};

const YEAR_BRANCHES: Record<Branch, string> = {
  Zi: "The Rat's branch takes the year's Water to its coldest point: a season for resourcefulness and discreet alliances rather than spectacle.",
  Chou: "An Ox branch slows the calendar's pace: work accumulates steadily, and results come late in the year rather than early.",
  Yin: "A Tiger branch lends the months a quick, daring pulse; moves, launches and brave decisions feel timely.",
  Mao: "Under a Rabbit branch the year turns courteous, favouring negotiation, beauty and gradual repairs.",
  Chen: "A Dragon branch makes the year ambitious and unpredictable: big schemes gather momentum and reversals are common.",
  Si: "With a Snake branch the year rewards discretion; research, strategy and well-timed moves beat loud announcements.",
  Wu: "A Horse branch puts heat and speed into the calendar: journeys, performance and competition, with tempers to watch.",
  Wei: "A Goat branch softens the months towards family, comfort and the arts, and away from confrontation.",
  Shen: "The Monkey's branch makes the year clever and restless: deals, gadgets, trips and improvised solutions.",
  You: "A Rooster branch asks the year for polish: audits, details, appearances and completed work count most.",
  Xu: "With a Dog branch the calendar turns to loyalty and protection: promises kept, people and property defended.",
  Hai: "A Pig branch makes the year easy-going and generous, good for gatherings and for planting ideas to harvest later.",
};

/** The six harmonies (六合): pairs of branch indices from Zi. */
const HARMONIES: readonly (readonly [Branch, Branch])[] = [
  ["Zi", "Chou"],
  ["Yin", "Hai"],
  ["Mao", "Xu"],
  ["Chen", "You"],
  ["Si", "Shen"],
  ["Wu", "Wei"],
];
const BRANCH_ORDER: readonly Branch[] = ["Zi", "Chou", "Yin", "Mao", "Chen", "Si", "Wu", "Wei", "Shen", "You", "Xu", "Hai"];

/** How the year's branch meets the day branch, the seat of the self and the spouse: clash, harmony or repetition. */
export function yearMeetsDay(year: Branch, day: Branch): "clash" | "harmony" | "repeat" | null {
  if (year === day) return "repeat";
  if ((BRANCH_ORDER.indexOf(year) - BRANCH_ORDER.indexOf(day) + 12) % 12 === 6) return "clash";
  return HARMONIES.some(([a, b]) => (a === year && b === day) || (a === day && b === year)) ? "harmony" : null;
}

const MEETING: Record<NonNullable<ReturnType<typeof yearMeetsDay>>, (year: Branch, day: Branch) => string> = {
  clash: (year, day) =>
    `${year} clashes with ${day}, your day branch, one of the six clashes. The day pillar stands for you and your partner, so movement lands there: a change of address, a turn in a close bond, or daily routines shaken up.`,
  harmony: (year, day) => `${year} and your day branch ${day} form one of the six harmonies, so agreements, partnerships and reconciliations come together easily.`,
  repeat: (year) => `The year's branch, ${year}, repeats your day branch: personal questions you thought settled return for a second look.`,
};

export interface DayMasterFacts {
  stem: string;
  element: string;
  yinYang: string;
}

/** The reading of the luck pillar running now: heading line, then paragraphs (blank lines between). */
export function luckReading(p: LuckPillar, end: string, dm: DayMasterFacts): string {
  const god = TEN_GOD_NAMES[p.tenGod];
  return [
    `${p.stem} ${p.branch}, your luck pillar from age ${p.age}: a ${p.tenGod} decade`,
    `${p.stem} is ${yinYangOf(p.stem)} ${p.element}; to your ${dm.stem} day master (${dm.yinYang} ${dm.element}) it is the ${p.tenGod}, ${god.pinyin}. ${DECADE_GODS[p.tenGod]}`,
    `${DECADE_BRANCHES[p.branch]} The pillar runs from ${longDate(p.start)} until ${longDate(end)}, when the next one takes over.`,
  ].join("\n\n");
}

/** The reading of the year pillar in force now. */
export function yearReading(p: AnnualPillar, next: AnnualPillar | undefined, dm: DayMasterFacts, dayBranch: Branch): string {
  const god = TEN_GOD_NAMES[p.tenGod];
  const meeting = yearMeetsDay(p.branch, dayBranch);
  const until = next ? ` and hands over at the following Lichun, ${longDate(next.start)}` : "";
  return [
    `The ${p.element} ${p.animal} year (${p.stem} ${p.branch}) for you: ${p.tenGod}`,
    `For a ${dm.element} day master like yours, the annual stem ${p.stem} counts as ${p.tenGod} (${god.pinyin}). ${YEAR_GODS[p.tenGod]}`,
    [YEAR_BRANCHES[p.branch], meeting ? MEETING[meeting](p.branch, dayBranch) : null, `This pillar took effect at Lichun, ${longDate(p.start)}, not on January 1${until}.`]
      .filter(Boolean)
      .join(" "),
  ].join("\n\n");
}

function yinYangOf(stem: Stem) {
  return STEMS.indexOf(stem) % 2 === 0 ? "yang" : "yin";
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2019-09-06" (or an ISO instant, read in UT) as "September 6, 2019", as the app writes dates. */
export function longDate(iso: string) {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** Every text of the two readings, for the repetition test. */
export const LUCK_TEXT_POOLS = { DECADE_GODS, YEAR_GODS, DECADE_BRANCHES, YEAR_BRANCHES };

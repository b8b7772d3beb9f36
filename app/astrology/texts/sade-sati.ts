/** Readings of Saturn's passages over the natal Moon (Moon tab). Original; one per phase, each with its own vocabulary. */
import type { SaturnPhase } from "../constants";

export const SATURN_PHASE_NAMES: Record<SaturnPhase, string> = {
  rising: "Sade Sati, rising phase",
  peak: "Sade Sati, peak phase",
  setting: "Sade Sati, setting phase",
  kantaka: "Kantaka Shani (small panoti)",
  ashtama: "Ashtama Shani (small panoti)",
};

/** Which sign from the Moon each phase puts Saturn in, in words. */
export const SATURN_PHASE_HOUSE: Record<SaturnPhase, string> = {
  rising: "the 12th sign from your Moon",
  peak: "your Moon's own sign",
  setting: "the 2nd sign from your Moon",
  kantaka: "the 4th sign from your Moon",
  ashtama: "the 8th sign from your Moon",
};

export const SATURN_PHASE_READINGS: Record<SaturnPhase, string> = {
  rising:
    "Saturn has reached the sign just behind your Moon, the house of expenses, sleep and distant places. Tradition reads this first stretch as a slow draining: money leaks through small holes, rest is lighter, and old arrangements start to feel too costly to keep. It rewards closing accounts you no longer use, sorting papers and cutting commitments before Saturn asks for it.",
  peak:
    "Saturn now sits on your Moon itself, the heart of the seven and a half years. Moods run heavier, the body wants more sleep and fewer excuses, and responsibilities arrive with your name printed on them. Classical texts promise no disaster here; they describe weight. People who carry it steadily, keep routines plain and accept help usually finish this phase with a sturdier sense of who they are.",
  setting:
    "Saturn has moved into the sign after your Moon, the house of family, speech and savings. The pressure eases from the inside and settles on practical matters: household budgets, what you say and to whom, debts that deserve paying down. This closing stretch is the time to consolidate: the lessons of the peak become habits, and savings built now tend to stay.",
  kantaka:
    "Saturn crosses the fourth house counted from the natal Moon, the house of home, mother, land and inner ease. Astrologers call it Kantaka, the thorn: a shorter test than Sade Sati, felt as restlessness at home, repairs that multiply or a move that drags. Patience with property matters and with older relatives pays best.",
  ashtama:
    "Saturn stands eighth from the natal Moon, Ashtama Shani, the most feared of the small panotis. The 8th rules hidden things, shared money and the body's endurance, so the advice is sober: look after your health, read contracts twice, avoid speculation, and let delays run their course instead of forcing them.",
};

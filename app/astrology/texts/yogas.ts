/** Names and short readings of the yogas (Planets tab). Original; the rule itself is in yogas.ts. */
import type { YogaKind } from "../yogas";

export const YOGA_NAMES: Record<YogaKind, string> = {
  gajakesari: "Gajakesari yoga",
  budhaditya: "Budhaditya yoga",
  ruchaka: "Ruchaka yoga (Mars)",
  bhadra: "Bhadra yoga (Mercury)",
  hamsa: "Hamsa yoga (Jupiter)",
  malavya: "Malavya yoga (Venus)",
  sasa: "Sasa yoga (Saturn)",
  "chandra-mangala": "Chandra-Mangala yoga",
  kemadruma: "Kemadruma yoga",
  raja: "Raja yoga",
  dhana: "Dhana yoga",
  "neecha-bhanga": "Neecha Bhanga Raja yoga",
};

export const YOGA_MEANINGS: Record<YogaKind, string> = {
  gajakesari: "The elephant and the lion: a reputation for sound judgment, loyal friends, and a mind that recovers its footing quickly.",
  budhaditya: "Intelligence lit by the Sun: a gift for explaining, planning and being heard, strongest when Mercury is not lost in the Sun's glare.",
  ruchaka: "One of the five great-person yogas: physical courage, drive, and the knack of leading from the front.",
  bhadra: "A great-person yoga of the intellect: quick speech, commercial sense and a memory others rely on.",
  hamsa: "The swan's yoga: a principled nature, respect from teachers and students alike, and generosity that is noticed.",
  malavya: "Venus in strength: taste, charm, comfortable surroundings and a talent for partnership and the arts.",
  sasa: "Saturn's great-person yoga: authority earned through patience, a head for organisation, staying power in hard years.",
  "chandra-mangala": "Feeling joined to drive: enterprise and earning power, with a temper that asks for a steady hand.",
  kemadruma: "The lonely Moon: phases of feeling unsupported, which texts say pass when the Moon is otherwise strong or the yoga is cancelled.",
  raja: "A yoga of rise and standing: the houses of action and of fortune work together, and their periods open doors.",
  dhana: "A yoga of wealth: the lords of income and savings cooperate, most visibly in the dashas of the planets involved.",
  "neecha-bhanga": "A fall turned into strength: what begins as a weakness in this planet's area becomes, with effort, a notable success.",
};

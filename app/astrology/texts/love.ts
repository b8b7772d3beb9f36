/**
 * The Love tab's readings (original): Venus and Mars by sign and house, the aspects they make, the
 * 5th and 7th houses by the sign on their cusp and where their rulers stand, the Venus of the navamsa
 * (D9) and the year animal in love. Indexed in the order of SIGNS, houses 1-12 and ANIMALS.
 */
import type { Animal, Sign } from "../constants";
import type { AspectType } from "../western";

export const VENUS_SIGN: Record<Sign, string> = {
  Aries:
    "You fall fast and say so. Affection, for you, is a chase with a clear starting gun; boredom is the real rival, and a partner who can surprise you keeps you.",
  Taurus:
    "You love through the senses and through time: good food shared, a hand held without comment, the same promise kept for years. Trust grows slowly in you and rarely leaves.",
  Gemini: "Conversation is your first kiss. You are won by wit, a good question and a partner who still has something new to tell you after the tenth dinner.",
  Cancer:
    "You love by taking care: remembering the dentist appointment, keeping a chair warm. You need a home in the other person before you can relax, and once you have it you guard it fiercely.",
  Leo: "You love generously and in full view. Grand gestures come naturally, and you want to be admired back; a partner who is proud to stand beside you brings out your warmest side.",
  Virgo:
    "Your devotion hides in details: the fixed shelf, the remembered allergy, the list of their favourite things. You show love by being useful, and you feel loved when someone notices the effort.",
  Libra:
    "Partnership is your home ground. You court with charm and fairness, want beauty and manners in the person you choose, and can lose yourself in keeping the peace.",
  Scorpio:
    "You love all the way or not at all. Intimacy for you means secrets shared and loyalty tested; surface flirtation leaves you cold, and betrayal is hard to forgive.",
  Sagittarius:
    "You love with an open road in view. Laughter, honesty and a shared adventure matter more than routine, and you need a partner who does not mistake your freedom for distance.",
  Capricorn:
    "You take love seriously and build it to last. You court with reliability rather than fireworks, and your affection deepens as the years prove the bond worth the work.",
  Aquarius:
    "Friendship comes first and romance grows out of it. You are drawn to the unusual, need room to be yourself, and love best when the relationship has space for both your causes.",
  Pisces:
    "You love with a tender imagination, sensing moods before they are spoken. Romance feels like a shared dream to you; the lesson is to see the real person behind the dream.",
};

export const MARS_SIGN: Record<Sign, string> = {
  Aries: "Desire in you is direct and immediate: you make the first move, and you want a partner who enjoys a little friction.",
  Taurus: "Your desire builds slowly and lasts; touch, patience and physical comfort stoke it more than words do.",
  Gemini: "You pursue with words: teasing messages, quick banter, a mind that has to be engaged before the body follows.",
  Cancer: "Your passion runs through feeling. You move sideways rather than straight at what you want, and you need safety before you let desire show.",
  Leo: "You pursue with flair and warmth, and you want to be wanted openly; a partner's applause fires you up.",
  Virgo: "Desire in you is attentive and precise. You show want through care and skill, and you open up once you trust the other's sincerity.",
  Libra: "You pursue with charm and tact, courting rather than conquering, and you can stall when a decision would upset the balance.",
  Scorpio: "Your desire is intense and private. You want depth and total honesty, and your focus on the person you choose can be unwavering.",
  Sagittarius: "You chase with enthusiasm and candour, love the thrill of the new, and lose interest when passion turns into obligation.",
  Capricorn: "Your drive is disciplined and persistent. You pursue with a plan, and your passion shows most once commitment is clear.",
  Aquarius: "You approach desire in your own way, often through friendship or shared ideas, and resist anyone who tries to script your moves.",
  Pisces: "Your desire is gentle and intuitive; you are moved by atmosphere, music and tenderness more than by pursuit.",
};

/** Where Venus stands among the houses: the field of life where love tends to find you. */
export const VENUS_HOUSE: Record<number, string> = {
  1: "Charm shows on your face: people notice your warmth before you say a word.",
  2: "Love links with comfort and worth; you show affection through gifts and shared pleasures.",
  3: "Love finds you close to home, through neighbours, siblings' friends, messages and short trips.",
  4: "You want love to become a home; family and a peaceful nest matter more than courtship.",
  5: "Romance, play and creativity come easily; flirting is a pleasure in itself.",
  6: "Love grows at work or through daily routines, and you show it by practical help.",
  7: "Partnership is central to your life; you tend to meet people ready for commitment.",
  8: "Love runs deep and intense for you, bound up with trust, shared resources and transformation.",
  9: "You are drawn to people from other places or beliefs; love broadens your horizons.",
  10: "Love may meet your public life: a partner met through your career or admired in your field.",
  11: "Friendship groups and shared causes are where affection starts for you.",
  12: "You love quietly and sometimes secretly; compassion and private devotion mark your bonds.",
};

/** Where Mars stands among the houses: where your drive and desire go. */
export const MARS_HOUSE: Record<number, string> = {
  1: "Your drive is visible; you act first and take initiative in love.",
  2: "You put energy into security and possessions, and can be possessive in return.",
  3: "Your energy goes into words; debates can turn into flirtation.",
  4: "Passion lives at home; family matters stir strong feelings, for better and worse.",
  5: "Desire is playful and bold; you pursue romance with zest.",
  6: "You put effort into daily life; shared tasks and fitness can be a way to bond.",
  7: "You meet spirited partners, and relationships can bring both sparks and quarrels.",
  8: "Your desire is intense, and intimacy matters deeply to you.",
  9: "Your passion is roused by ideas, travel and adventure.",
  10: "Ambition drives you; a partner must respect your goals.",
  11: "You are active among friends; a group can be where desire starts.",
  12: "Your desire works behind the scenes; you may hold back before showing what you want.",
};

/** The 5th house (romance, dates, pleasure) by the sign on its cusp. */
export const FIFTH_CUSP: Record<Sign, string> = {
  Aries: "Romance starts with a dare: you enjoy the first spark and spontaneous dates.",
  Taurus: "Romance means long dinners, music and slow afternoons; pleasure for you is sensual and unhurried.",
  Gemini: "Flirting is a game of words: clever texts, shared jokes and a date that turns into a long conversation.",
  Cancer: "You fall in love through closeness: a night in, a shared memory, someone who makes you feel safe.",
  Leo: "Romance is theatre: you love being courted, giving gifts and making a date an occasion.",
  Virgo: "You court carefully and take pleasure in well-made things; a thoughtful plan impresses you more than display.",
  Libra: "Romance needs beauty and grace: art, good manners and a balanced give and take.",
  Scorpio: "Your affairs of the heart are intense and private; you want passion, not small talk.",
  Sagittarius: "You are drawn to romance on the move: travel, outdoor dates and partners who teach you something.",
  Capricorn: "You take dating seriously and enjoy romance that has a future; status and ambition can attract you.",
  Aquarius: "Unconventional romance suits you: friends who become more, meetings through causes or online circles.",
  Pisces: "Romance is a dream for you: films, water, music and someone who understands without words.",
};

/** The 7th house (partnership, the person you commit to) by the sign on its cusp. */
export const SEVENTH_CUSP: Record<Sign, string> = {
  Aries: "You look for a partner with courage and independence, someone who takes the lead now and then.",
  Taurus: "You need a steady, loyal partner who offers comfort and does not play games.",
  Gemini: "A partner must be curious and talkative; a relationship without conversation withers for you.",
  Cancer: "You seek a caring partner with whom you can build a family or a true home.",
  Leo: "You are attracted to confident, warm partners who shine and let you shine too.",
  Virgo: "You seek a reliable, thoughtful partner who helps in practical ways and shares daily routines.",
  Libra: "You want a fair and gracious partnership, a real equal who values harmony.",
  Scorpio: "Commitment for you is deep and transformative; you want a partner who is all in.",
  Sagittarius: "You want a partner who shares your quest for meaning and gives you room to roam.",
  Capricorn: "You seek a mature, ambitious partner, and you take commitments seriously.",
  Aquarius: "You need a partner who is also a friend and respects your need for freedom.",
  Pisces: "You seek a gentle, compassionate partner; the danger is idealising someone who needs rescuing.",
};

/** The field of life each house stands for, as the ruler's placement line reads it. */
export const HOUSE_FIELD: Record<number, string> = {
  1: "your own person and presence",
  2: "money, possessions and what you value",
  3: "talk, siblings and the neighbourhood",
  4: "home and family",
  5: "play, creativity and children",
  6: "work routines and health",
  7: "partnership and contracts",
  8: "intimacy and shared resources",
  9: "travel, study and belief",
  10: "career and public standing",
  11: "friends and groups",
  12: "solitude, retreat and the unseen",
};

/** The Venus of the navamsa (D9, sidereal): the love that ripens within a marriage. */
export const NAVAMSA_VENUS: Record<Sign, string> = {
  Aries: "Within a long bond you keep a lively, restless heart and need a partner who welcomes your initiative.",
  Taurus: "Venus is at home here: married love grows comfortable, faithful and rich in small pleasures.",
  Gemini: "The marriage that suits you is a partnership of minds, with shared reading, talk and humour.",
  Cancer: "Long love turns protective and familial; you make a home the centre of the marriage.",
  Leo: "You want a marriage with dignity and warmth, a partner you can be proud of in public.",
  Virgo: "Venus is weak by tradition here: care and duty come easily, and ease and praise must be learnt.",
  Libra: "Venus rules this sign: partnership ripens into balance, courtesy and shared beauty.",
  Scorpio: "Married love deepens through crises survived together; loyalty is everything.",
  Sagittarius: "A long bond works best when it shares ideals, faith or a love of travel.",
  Capricorn: "Love matures with age and responsibility; the marriage becomes a shared project.",
  Aquarius: "You keep your independence within marriage, and a friend-spouse suits you.",
  Pisces: "Venus is exalted here: devotion and compassion can make a marriage spiritual.",
};

/** The year animal in love: what each animal brings to a bond. */
export const ANIMAL_LOVE: Record<Animal, string> = {
  Rat: "The Rat loves with sharp attention, notices every change of mood and plans a shared future.",
  Ox: "The Ox is patient and faithful in love; affection shows through steady deeds rather than words.",
  Tiger: "The Tiger loves passionately and impulsively and needs a partner who can handle its energy.",
  Rabbit: "The Rabbit loves gently and creates a peaceful home, avoiding quarrels wherever possible.",
  Dragon: "The Dragon loves grandly and expects admiration; its enthusiasm lifts the person it chooses.",
  Snake: "The Snake loves deeply and privately, with a quiet intensity and a long memory.",
  Horse: "The Horse loves freely and cheerfully, and needs a partner who does not hold the reins too tightly.",
  Goat: "The Goat loves tenderly and artistically, seeking comfort and a partner who reassures it.",
  Monkey: "The Monkey courts with wit and play, and must be kept amused to stay.",
  Rooster: "The Rooster loves with candour and care for appearances, and keeps its promises.",
  Dog: "The Dog is the most loyal of lovers, honest to a fault and protective of its partner.",
  Pig: "The Pig loves generously and sensually, and forgives more easily than most.",
};

/** How each aspect ties Venus or Mars to the other body. */
export const ASPECT_TIE: Record<AspectType, string> = {
  conjunction: "fuses with",
  trine: "flows easily with",
  sextile: "opens friendly doors to",
  square: "rubs against",
  opposition: "pulls against",
};

/** What each body brings to love when Venus or Mars touches it. */
export const BODY_IN_LOVE: Record<string, string> = {
  Sun: "your sense of self, so love and identity are tied together",
  Moon: "your feelings and need for safety",
  Mercury: "your words, so flirting and talk carry affection",
  Venus: "your taste and what you find beautiful",
  Mars: "desire and the will to pursue",
  Jupiter: "generosity and hope, widening what you expect of love",
  Saturn: "commitment and caution, so love is tested by time",
  Uranus: "surprise and the need for freedom",
  Neptune: "ideals, romance and the risk of illusion",
  Pluto: "intensity and the urge to transform",
};

/** What the tone of an aspect means for the bond, said once after the aspect's line. */
export const ASPECT_TONE: Record<AspectType, string> = {
  conjunction: "The two act as one: strong, for better and worse.",
  trine: "A gift that asks for little effort.",
  sextile: "An opening you have to take up.",
  square: "Friction that drives growth when you work with it.",
  opposition: "A balance you learn through other people.",
};

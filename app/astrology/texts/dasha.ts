/** What each Vimshottari period is said to bring (short, original; shown on the Moon tab). */
export const DASHA_THEMES: Record<string, string> = {
  Ketu: "a quieter, inward stretch: detachment, research and letting go of what no longer fits",
  Venus: "the longest period: relationships, comfort, art and the pleasures money can and cannot buy",
  Sun: "a short, bright period: authority, health and being seen for who you are",
  Moon: "feelings, home and the people who look after you, or whom you look after",
  Mars: "energy and courage: property, siblings, competition and getting things done",
  Rahu: "ambition and appetite: the unfamiliar, foreign places and sudden turns",
  Jupiter: "growth and guidance: teachers, children, learning and a broader faith",
  Saturn: "patient work: duty, structure and results that come slowly but last",
  Mercury: "the mind at work: study, trade, writing and many small connections",
};

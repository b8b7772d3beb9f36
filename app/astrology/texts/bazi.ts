/** The ten day masters (the day pillar's stem), short and original; shown on the Chinese tab. */
export const DAY_MASTER_TEXTS: Record<string, string> = {
  Jia: "Yang Wood, the tall tree: upright, principled and slow to bend, happiest growing towards something.",
  Yi: "Yin Wood, the climbing vine: adaptable and persuasive, finding a way round what it cannot move.",
  Bing: "Yang Fire, the sun: warm, open and generous, at its best when it has someone to shine on.",
  Ding: "Yin Fire, the candle: focused and perceptive, a steady light for a few people rather than a crowd.",
  Wu: "Yang Earth, the mountain: dependable and protective, a fixed point that others steer by.",
  Ji: "Yin Earth, the garden soil: nurturing and practical, turning small resources into something that grows.",
  Geng: "Yang Metal, the axe: direct and decisive, loyal to a code and quick to cut through a muddle.",
  Xin: "Yin Metal, the jewel: refined and exacting, with high standards and a sharp eye for quality.",
  Ren: "Yang Water, the river: restless, clever and far-reaching, always looking for the next horizon.",
  Gui: "Yin Water, the rain and the mist: intuitive and gentle, reaching places force cannot.",
};

/** What a missing or dominant element is said to mean, in a sentence. */
export const ELEMENT_NOTES: Record<string, { strong: string; missing: string }> = {
  Wood: { strong: "Wood leads: growth, plans and a drive to expand.", missing: "No Wood: vision and flexibility may need conscious care." },
  Fire: { strong: "Fire leads: warmth, visibility and enthusiasm.", missing: "No Fire: joy and self-expression may need a deliberate spark." },
  Earth: { strong: "Earth leads: steadiness, care and common sense.", missing: "No Earth: routines and grounding may need building." },
  Metal: { strong: "Metal leads: clarity, rules and resolve.", missing: "No Metal: boundaries and decisiveness may need practice." },
  Water: { strong: "Water leads: insight, adaptability and depth.", missing: "No Water: rest and reflection may need protecting." },
};

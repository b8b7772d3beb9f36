/** How the Vedic charts are drawn: North Indian (diamond, houses fixed) or South Indian (grid, signs fixed). */
export const VEDIC_STYLES = ["north", "south"] as const;
export type VedicStyle = (typeof VEDIC_STYLES)[number];

export function isVedicStyle(value: unknown): value is VedicStyle {
  return value === "north" || value === "south";
}

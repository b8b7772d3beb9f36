/** What the chart wheel needs from a chart: the shape both the services and the wheel component use. */
export type WheelBody = { longitude: number; sign: string; degree: number; retrograde: boolean; house: number | null };
export type WheelAspect = { a: string; b: string; type: string; angle: number; orb: number };
export type WheelInput = {
  bodies: Partial<Record<string, WheelBody>>;
  ascendant: { longitude: number; sign: string } | null;
  midheaven: { longitude: number; sign: string } | null;
  houses: number[] | null;
  aspects: WheelAspect[];
};

/**
 * A chart placed by sign alone, for a shared card whose birth details are private: each planet's
 * sign and the rising sign (null without a birth time) — no degree, house, angle or aspect, nothing
 * from which the birth instant or place could be worked back to the hour.
 */
export type SignWheel = { precision: "sign"; rising: string | null; bodies: { name: string; sign: string }[] };

export function isSignWheel(chart: WheelInput | SignWheel): chart is SignWheel {
  return "precision" in chart && chart.precision === "sign";
}

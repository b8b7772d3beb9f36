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

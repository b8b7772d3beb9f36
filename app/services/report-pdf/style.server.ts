/** The product's colours (app/app.css): the night violets, the gold, the slate text. */
export const COLOUR = {
  ink: "#1e293b",
  muted: "#475569",
  faint: "#94a3b8",
  rule: "#ddd6fe",
  night50: "#f5f3ff",
  night100: "#ede9fe",
  night300: "#c4b5fd",
  night500: "#8b5cf6",
  night700: "#6d28d9",
  night800: "#4c1d95",
  night950: "#1a0b3d",
  sky: "#0b0820",
  gold: "#fcd34d",
  amber: "#b45309",
  soft: "#0284c7",
  hard: "#e11d48",
} as const;

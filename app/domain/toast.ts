import { z } from "zod";

/** A toast message: shown by the toaster, carried across a redirect in the flash cookie. */
export const toastInputSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});
export type Toast = z.infer<typeof toastInputSchema>;

// The query of the natal report's PDF (the page's link and GET /api/profile/report.pdf): the Vedic
// charts' style, else the member's remembered choice.
import { z } from "zod";
import { VEDIC_STYLES } from "~/domain/vedic-style";

export const STYLE_MESSAGE = "The chart style must be north or south.";

export const natalPdfQuerySchema = z.object({
  style: z.enum(VEDIC_STYLES, { errorMap: () => ({ message: STYLE_MESSAGE }) }).optional(),
});

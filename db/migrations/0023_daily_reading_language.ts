// The language a stored daily reading is written in: the member's (users.locale) when it was written.
// A reading in another language than the member's current one is written again and replaces it, so
// a change of language shows from the next view or delivery on. One text per (member, date) still.
export const name = "0023_daily_reading_language";

export const up = /* sql */ `
ALTER TABLE daily_horoscopes ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'pt-BR', 'hi', 'zh-Hans'));
`;

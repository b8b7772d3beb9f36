// The language a member reads Three Skies in (app/i18n/locales.ts): chosen at sign-up from the
// browser's Accept-Language, changed in Settings or from the footer. In the users row, so it goes
// with the member's export and deletion.
export const name = "0022_member_language_locale";

export const up = /* sql */ `
ALTER TABLE users ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'pt-BR', 'hi', 'zh-Hans'));
`;

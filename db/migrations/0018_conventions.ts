// The conventions a member chooses for their own chart (decision 018), on their astrology profile, so
// export and deletion follow the profile row. Each default is the engine's behaviour before the
// choice existed, so existing rows read exactly as before.
//  - bazi_hour: the BaZi day and hour read on the clock ('clock') or apparent solar time ('solar').
//  - day_start: the BaZi day pillar changes at '00:00' or at '23:00' (the Zi hour).
//  - ayanamsa: 'lahiri', 'krishnamurti', 'raman' or 'true-chitrapaksha'.
//  - lunar_node: Rahu and Ketu from the 'mean' or the 'true' node.
//  - dasha_year_days: a Vimshottari year of 365.25, 365.2564 or 360 days.
export const name = "0018_conventions";

export const up = /* sql */ `
ALTER TABLE astrology_profiles ADD COLUMN bazi_hour TEXT NOT NULL DEFAULT 'clock' CHECK (bazi_hour IN ('clock', 'solar'));
ALTER TABLE astrology_profiles ADD COLUMN day_start TEXT NOT NULL DEFAULT '00:00' CHECK (day_start IN ('00:00', '23:00'));
ALTER TABLE astrology_profiles ADD COLUMN ayanamsa TEXT NOT NULL DEFAULT 'lahiri' CHECK (ayanamsa IN ('lahiri', 'krishnamurti', 'raman', 'true-chitrapaksha'));
ALTER TABLE astrology_profiles ADD COLUMN lunar_node TEXT NOT NULL DEFAULT 'mean' CHECK (lunar_node IN ('mean', 'true'));
ALTER TABLE astrology_profiles ADD COLUMN dasha_year_days REAL NOT NULL DEFAULT 365.25 CHECK (dasha_year_days IN (365.25, 365.2564, 360));
`;

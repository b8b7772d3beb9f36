// The member's sex, asked on the Chinese tab (optional): the BaZi luck pillars run forward or backward
// by it and the year stem's polarity. Null until the member answers; never guessed.
export const name = "0012_profile_sex";

export const up = /* sql */ `
ALTER TABLE astrology_profiles ADD COLUMN sex TEXT CHECK (sex IN ('female', 'male'));
`;

// The admin user picker searches by email, first name and last name prefixes (issue 8). Email and
// last name already have indexes (0001); this adds first name, so each search arm is an index range
// even with a million users.
export const name = "0005_admin_user_search";

export const up = /* sql */ `
CREATE INDEX users_first_name ON users (first_name COLLATE NOCASE);
`;

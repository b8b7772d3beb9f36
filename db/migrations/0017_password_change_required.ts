// A password an administrator set (a new account's temporary password, or an admin reset) is the
// member's to replace: until they choose their own, the app shows only the change-password screen.
//  - users.must_change_password: 1 while the password in use was set by an administrator.
export const name = "0017_password_change_required";

export const up = /* sql */ `
ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;
`;

// The built-in outbox names the member a message was sent for, so the message goes with the account
// even when its address was never theirs for long (a phone number typed and never confirmed, a new
// email address whose link was never followed).
//  - outbox.user_id: the member the message is for, when it is about their account; null for
//    messages to no account (the deletion notice, sent once the account is gone).
export const name = "0019_outbox_member";

export const up = /* sql */ `
ALTER TABLE outbox ADD COLUMN user_id TEXT REFERENCES users(id) ON DELETE CASCADE;
CREATE INDEX outbox_user_id ON outbox(user_id);
`;

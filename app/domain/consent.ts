// The words a member is shown when agreeing to a channel. Stored verbatim with each consent
// (models/consent.server.ts), so changing a sentence here never rewrites what someone agreed to.

/** Under the registration form's email field. */
export const REGISTER_EMAIL_WORDING =
  "We will email you a link to confirm this address. Once it is confirmed we use it for your account (sign-in help, receipts, changes you make) and for your daily insight only if you turn that on in Settings. Every daily email carries a one-click unsubscribe link.";

/** How an email consent was given: the confirmation email repeats the registration wording. */
export const EMAIL_CONSENT_METHOD = {
  verify: "followed the confirmation link emailed to the address",
  change: "change of address in Settings, confirmed by the link sent to the new address",
} as const;

// The settings cards read their action's Conform reply with useForm. Their page is rendered once on the
// server and never hydrated, so what the member sees after a refused post is this server markup: the
// errors next to their fields (ids, aria-invalid, aria-describedby), the form's own error, and the
// values typed (never a password).
import { memberClock } from "~/domain/member-zone";
import { getZodConstraint } from "@conform-to/zod";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DeliveryCard } from "~/components/settings/delivery-card";
import { EmailCard } from "~/components/settings/email-card";
import { ConventionsCard } from "~/components/settings/conventions-card";
import { ChangePasswordCard } from "~/components/settings/password-card";
import { SexCard } from "~/components/settings/sex-card";
import { PhoneCheck } from "~/components/settings/phone-check";
import { ShareChartCard } from "~/components/settings/share-card";
import { SupportCard } from "~/components/settings/support-card";
import type { RootUser } from "~/root-data";
import { changeEmailSchema } from "~/schemas/account-email";
import { DEFAULT_CONVENTIONS } from "~/astrology/conventions";
import { changePasswordSchema } from "~/schemas/auth";
import { sexSchema } from "~/schemas/chinese";
import { profileSettingsSchema } from "~/schemas/profile-settings";
import { supportRequestSchema } from "~/schemas/billing";
import { constraintMessages } from "~/schemas/constraint-messages";
import { phoneCodeSchema } from "~/schemas/phone";
import { preferencesSchema } from "~/schemas/preferences";
import { shareCardSchema } from "~/schemas/share-card";
import { errorsOf, posted, serverMarkup, tag } from "../../../tests/support/form-markup";

/** The card as /settings serves it. */
const settingsMarkup = (card: ReactElement) => serverMarkup(card, "/settings");

const checks = (schema: z.ZodTypeAny) => ({ constraint: getZodConstraint(schema), messages: constraintMessages(schema) });

describe("the settings cards after a refused post", () => {
  it("Change email: the field's error beside it, the typed address kept, the password not", () => {
    const reply = posted(changeEmailSchema, { email: "not-an-address", password: "hunter22" }).reply({ hideFields: ["password"] });
    const html = settingsMarkup(
      <EmailCard email="ada@example.com" username={null} verified pending={null} resendError={null} changeResult={reply} checks={checks(changeEmailSchema)} />,
    );
    const email = tag(html, "change-email-email");
    expect(email).toContain('name="email"');
    expect(email).toContain('value="not-an-address"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="change-email-email-error"');
    expect(errorsOf(html, "change-email-email-error")).toEqual(["Please enter a valid email address"]);
    const password = tag(html, "change-email-password");
    expect(password).not.toContain("aria-invalid");
    expect(password).toContain('required=""');
    expect(html).not.toContain("hunter22");
    expect(tag(html, "change-email")).not.toContain("aria-describedby");
  });

  it("Change email: the service's refusal is the form's error, and the form points to it", () => {
    const reply = posted(changeEmailSchema, { email: "new@example.com", password: "wrong" }).reply({ hideFields: ["password"], formErrors: ["Wrong password"] });
    const html = settingsMarkup(
      <EmailCard email="ada@example.com" username={null} verified pending={null} resendError={null} changeResult={reply} checks={checks(changeEmailSchema)} />,
    );
    const form = tag(html, "change-email");
    expect(form).toContain('aria-describedby="change-email-error"');
    expect(form).toContain('noValidate=""');
    expect(html).toMatch(/id="change-email-error"[^>]*>.*Wrong password/);
    expect(tag(html, "change-email-email")).toContain('value="new@example.com"');
  });

  it("Change password: each field's errors (the mismatch on the confirmation), no password echoed", () => {
    const reply = posted(changePasswordSchema, { oldPassword: "old-secret", newPassword: "long-enough-1", confirmPassword: "long-enough-2" }).reply({
      hideFields: ["oldPassword", "newPassword", "confirmPassword"],
    });
    const html = settingsMarkup(<ChangePasswordCard result={reply} checks={checks(changePasswordSchema)} />);
    expect(errorsOf(html, "change-password-confirmPassword-error")).toEqual(["Passwords do not match"]);
    expect(tag(html, "change-password-confirmPassword")).toContain('aria-invalid="true"');
    expect(tag(html, "change-password-newPassword")).not.toContain("aria-invalid");
    expect(tag(html, "change-password-newPassword")).toContain('minLength="8"');
    for (const typed of ["old-secret", "long-enough-1", "long-enough-2"]) expect(html).not.toContain(typed);
  });

  it("Support: the empty subject's error, the typed message kept in its textarea", () => {
    const reply = posted(supportRequestSchema, { subject: "", message: 'My chart & "the Moon"' }).reply();
    const html = settingsMarkup(<SupportCard premium={false} result={reply} checks={checks(supportRequestSchema)} />);
    expect(errorsOf(html, "support-subject-error")).toEqual(["Subject is required"]);
    expect(tag(html, "support-subject")).toContain('aria-describedby="support-subject-error"');
    expect(html).toMatch(/<textarea [^>]*id="support-message"[^>]*>My chart &amp; (&quot;|")the Moon(&quot;|")<\/textarea>/);
    expect(tag(html, "support-message")).not.toContain("aria-invalid");
  });

  it("Delivery: the service's phone error beside the number, which stays as typed", () => {
    const reply = posted(preferencesSchema, { phoneNumber: "+1 415 555", deliveryTime: "07:00", smsDailyInsights: ["off", "on"] }).reply({
      fieldErrors: { phoneNumber: ["Enter a full phone number"] },
    });
    const user = { id: "member", premium: true, sendDailyInsights: true, emailDailyInsights: true, smsDailyInsights: false, phoneNumber: null, deliveryTime: "08:00" } as unknown as RootUser;
    const html = settingsMarkup(<DeliveryCard user={user} defaults={{ clock: memberClock("UTC", null), hasProfile: true }} phone={null} result={reply} />);
    const phone = tag(html, "delivery-phone");
    expect(phone).toContain('value="+1 415 555"');
    expect(phone).toContain('aria-invalid="true"');
    expect(phone).toContain('aria-describedby="delivery-phone-hint delivery-phone-error"');
    expect(errorsOf(html, "delivery-phone-error")).toEqual(["Enter a full phone number"]);
    expect(tag(html, "delivery-time")).not.toContain("aria-invalid");
    expect(tag(html, "delivery-sms")).toContain('checked=""');
  });

  it("Phone code: the format error beside the code, the code not echoed", () => {
    const reply = posted(phoneCodeSchema, { code: "12 34" }).reply({ hideFields: ["code"] });
    const html = settingsMarkup(<PhoneCheck number="+14155550123" status={{ verified: false, codeWaiting: true }} result={reply} />);
    expect(errorsOf(html, "phone-code-code-error")).toEqual(["Enter the 6-digit code from the text message"]);
    expect(tag(html, "phone-code-code")).toContain('aria-invalid="true"');
    expect(tag(html, "phone-code-code")).not.toContain("value=");
  });

  it("Share my chart: the name's error, the boxes as they were sent (not as published), none of them required", () => {
    const reply = posted(shareCardSchema, { displayName: "", showPlace: "on" }).reply();
    const published = { displayName: "Ada", showDate: true, showTime: false, showPlace: false } as Parameters<typeof ShareChartCard>[0]["card"];
    const html = settingsMarkup(<ShareChartCard card={published} hasProfile suggestedName="Ada" result={reply} checks={{ constraint: { displayName: { required: true } }, messages: {} }} />);
    expect(errorsOf(html, "share-card-displayName-error")).toEqual(["Enter the name your card shows"]);
    expect(tag(html, "share-card-displayName")).toContain('aria-describedby="share-card-displayName-hint share-card-displayName-error"');
    expect(tag(html, "share-card-showPlace")).toContain('checked=""');
    expect(tag(html, "share-card-showDate")).not.toContain("checked");
    for (const box of ["showDate", "showTime", "showPlace"]) expect(tag(html, `share-card-${box}`)).not.toContain("required");

    const before = settingsMarkup(<ShareChartCard card={published} hasProfile suggestedName="Ada" checks={{ constraint: {}, messages: {} }} />);
    expect(tag(before, "share-card-displayName")).toContain('value="Ada"');
    expect(tag(before, "share-card-showDate")).toContain('checked=""');
    expect(tag(before, "share-card-showPlace")).not.toContain("checked");
  });

  it("Sex: the choice's error under the choices, each radio with its own id pointing to it", () => {
    const reply = posted(sexSchema, { sex: "x" }).reply();
    const html = settingsMarkup(<SexCard answer={{ sex: "female" }} result={reply} />);
    expect(errorsOf(html, "sex-sex-error")).toHaveLength(1);
    for (const choice of ["female", "male", "none"]) {
      expect(tag(html, `sex-sex-${choice}`)).toContain('aria-describedby="sex-sex-error"');
      expect(tag(html, `sex-sex-${choice}`)).not.toContain("checked");
    }
    expect(tag(settingsMarkup(<SexCard answer={{ sex: "female" }} />), "sex-sex-female")).toContain('checked=""');
  });

  it("Sex: a member who never answered is told so, with nothing ticked for them", () => {
    const html = settingsMarkup(<SexCard answer={{ sex: null }} />);
    expect(html).toContain("Now: no answer, so your luck pillars are not shown.");
    expect(html).not.toContain("Now: <strong>");
    for (const choice of ["female", "male", "none"]) expect(tag(html, `sex-sex-${choice}`)).not.toContain("checked");
  });

  it("Conventions: a refused group's error under it, the other groups as they were posted", () => {
    const posting = { baziHour: "solar", dayStart: "00:00", ayanamsa: "fagan-bradley", node: "true", dashaYearDays: "360" };
    const html = settingsMarkup(<ConventionsCard conventions={DEFAULT_CONVENTIONS} result={posted(profileSettingsSchema, posting).reply()} />);
    expect(errorsOf(html, "conventions-ayanamsa-error")).toHaveLength(1);
    expect(tag(html, "conventions-ayanamsa-lahiri")).toContain('aria-invalid="true"');
    expect(tag(html, "conventions-node-true")).toContain('checked=""');
    expect(tag(html, "conventions-dashaYearDays-360")).toContain('checked=""');
    expect(tag(html, "conventions-node-true")).not.toContain("aria-invalid");
    const stored = settingsMarkup(<ConventionsCard conventions={DEFAULT_CONVENTIONS} />);
    expect(tag(stored, `conventions-dashaYearDays-${DEFAULT_CONVENTIONS.dashaYearDays}`)).toContain('checked=""');
    expect(tag(stored, `conventions-ayanamsa-${DEFAULT_CONVENTIONS.ayanamsa}`)).toContain('checked=""');
  });
});

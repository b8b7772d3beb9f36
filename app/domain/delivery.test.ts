import { describe, expect, it } from "vitest";
import { settingsDeliveryTime } from "~/domain/delivery";

describe("the settings screen's delivery time", () => {
  it("is 09:00 for a member who never chose one (the column's 08:00 and no channel on)", () => {
    expect(settingsDeliveryTime({ deliveryTime: "08:00", emailDailyInsights: false, smsDailyInsights: false })).toBe("09:00");
  });

  it("is the stored time once chosen: another hour, or 08:00 with a channel on", () => {
    expect(settingsDeliveryTime({ deliveryTime: "07:00", emailDailyInsights: false, smsDailyInsights: false })).toBe("07:00");
    expect(settingsDeliveryTime({ deliveryTime: "08:00", emailDailyInsights: true, smsDailyInsights: false })).toBe("08:00");
    expect(settingsDeliveryTime({ deliveryTime: "08:00", emailDailyInsights: false, smsDailyInsights: true })).toBe("08:00");
  });

  it("falls back to 09:00 for a stored time the select does not offer", () => {
    expect(settingsDeliveryTime({ deliveryTime: "08:30", emailDailyInsights: true, smsDailyInsights: false })).toBe("09:00");
  });
});

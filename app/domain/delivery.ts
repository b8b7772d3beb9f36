/** The channels daily insights travel by. */
export type Channel = "email" | "sms";

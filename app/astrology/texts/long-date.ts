// The readings write dates as "9 March 2031" (UTC). One formatter, made once: building an Intl
// formatter costs far more than using it.
const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "9 March 2031" from an ISO instant. */
export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

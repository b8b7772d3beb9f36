/**
 * Historical births against the legal time of the day. Each row states the legal UT worked out by hand
 * from the zone's record in the IANA tz database (the file it is in is named; the tz files cite their own
 * sources: Shanks & Pottenger's American/International Atlas, national gazettes and laws). Rows cover
 * legal mean times, war time, double summer time, zones whose pre-1970 history lives in `backzone`
 * (merged into another zone in the main data and in Node's ICU), half-hour zones, and DST folds and gaps.
 * Local mean time of the birth place is used only where the zone's own record is LMT (last rows).
 */
import { describe, expect, it } from "vitest";
import { resolveBirthTime, type TimeChoice } from "./time";

interface Row {
  place: string;
  lat: number;
  lon: number;
  date: string;
  time: string;
  choice?: TimeChoice;
  /** Legal UT of the birth. */
  utc: string;
  abbr?: string;
  source: string;
}

const ROWS: Row[] = [
  // --- named mean times that were the legal clock ---
  { place: "Amsterdam", lat: 52.374, lon: 4.8897, date: "1920-01-15", time: "12:00", utc: "1920-01-15T11:40:28Z", abbr: "AMT", source: "tz backzone, Europe/Amsterdam: Amsterdam Mean Time +0:19:32 until 1937 Jul 1 (Shanks; Dutch law of 1909)" },
  { place: "Amsterdam", lat: 52.374, lon: 4.8897, date: "1920-06-15", time: "12:00", utc: "1920-06-15T10:40:28Z", abbr: "NST", source: "tz backzone, Europe/Amsterdam with Neth rules: summer time NST +1:19:32, 1920 Apr 5 - Sep 27" },
  { place: "Amsterdam", lat: 52.374, lon: 4.8897, date: "1938-01-15", time: "12:00", utc: "1938-01-15T11:40:00Z", source: "tz backzone, Europe/Amsterdam: +0:20 from 1937 Jul 1 until 1940 May 16" },
  { place: "Brest", lat: 48.3904, lon: -4.4861, date: "1900-01-15", time: "12:00", utc: "1900-01-15T11:50:39Z", abbr: "PMT", source: "tz europe, Europe/Paris: Paris Mean Time +0:09:21 legal in France 1891 Mar 16 - 1911 Mar 11 (law of 1891-03-14)" },
  { place: "Monaco", lat: 43.7333, lon: 7.4167, date: "1900-01-15", time: "12:00", utc: "1900-01-15T11:50:39Z", abbr: "PMT", source: "tz backzone, Europe/Monaco: PMT +0:09:21 from 1892 Jun 1 until 1911 Mar 29" },
  { place: "Cork", lat: 51.8979, lon: -8.4706, date: "1910-06-01", time: "12:00", utc: "1910-06-01T12:25:21Z", abbr: "DMT", source: "tz europe, Europe/Dublin: Dublin Mean Time -0:25:21 from 1880 Aug 2 (Statutes (Definition of Time) Act 1880)" },
  { place: "Dublin", lat: 53.3498, lon: -6.2603, date: "1916-05-22", time: "12:00", utc: "1916-05-22T11:25:21Z", abbr: "IST", source: "tz europe, Europe/Dublin: Irish Summer Time +0:34:39 from 1916 May 21 (Summer Time Act 1916)" },
  { place: "Dublin", lat: 53.3498, lon: -6.2603, date: "1917-01-15", time: "12:00", utc: "1917-01-15T12:00:00Z", abbr: "GMT", source: "tz europe, Europe/Dublin: GMT from 1916 Oct 1 (Time (Ireland) Act 1916)" },
  { place: "Stockholm", lat: 59.3293, lon: 18.0686, date: "1890-01-15", time: "12:00", utc: "1890-01-15T10:59:46Z", abbr: "SET", source: "tz backzone, Europe/Stockholm: Swedish Time +1:00:14 from 1879 until 1900 (Shanks)" },
  { place: "Bern", lat: 46.948, lon: 7.4474, date: "1890-01-15", time: "12:00", utc: "1890-01-15T11:30:14Z", abbr: "BMT", source: "tz europe, Europe/Zurich: Bern Mean Time +0:29:46 from 1853 Jul 16 until 1894 Jun" },
  { place: "Helsinki", lat: 60.1699, lon: 24.9384, date: "1910-01-15", time: "12:00", utc: "1910-01-15T10:20:11Z", abbr: "HMT", source: "tz europe, Europe/Helsinki: Helsinki Mean Time +1:39:49 from 1878 May 31 until 1921 May" },
  { place: "Warsaw", lat: 52.2297, lon: 21.0122, date: "1912-01-15", time: "12:00", utc: "1912-01-15T10:36:00Z", abbr: "WMT", source: "tz europe, Europe/Warsaw: Warsaw Mean Time +1:24 from 1880 until 1915 Aug 5" },
  { place: "Rome", lat: 41.9028, lon: 12.4964, date: "1890-01-15", time: "12:00", utc: "1890-01-15T11:10:04Z", abbr: "RMT", source: "tz europe, Europe/Rome: Rome Mean Time +0:49:56 from 1866 Dec 12 until 1893 Oct 31" },
  { place: "Athens", lat: 37.9838, lon: 23.7275, date: "1910-01-15", time: "12:00", utc: "1910-01-15T10:25:08Z", abbr: "AMT", source: "tz europe, Europe/Athens: Athens Mean Time +1:34:52 from 1895 Sep 14 until 1916 Jul 28" },
  { place: "Istanbul", lat: 41.0082, lon: 28.9784, date: "1900-01-15", time: "12:00", utc: "1900-01-15T10:03:04Z", abbr: "IMT", source: "tz europe, Europe/Istanbul: Istanbul Mean Time +1:56:56 from 1880 until 1910 Oct" },
  { place: "Moscow", lat: 55.7558, lon: 37.6173, date: "1900-01-15", time: "12:00", utc: "1900-01-15T09:29:43Z", abbr: "MMT", source: "tz europe, Europe/Moscow: Moscow Mean Time +2:30:17 from 1880 until 1916 Jul 3" },
  { place: "Copenhagen", lat: 55.6761, lon: 12.5683, date: "1890-01-15", time: "12:00", utc: "1890-01-15T11:09:40Z", abbr: "CMT", source: "tz backzone, Europe/Copenhagen: Copenhagen Mean Time +0:50:20 from 1890 until 1894 Jan 1" },
  { place: "Prague", lat: 50.0755, lon: 14.4378, date: "1880-01-15", time: "12:00", utc: "1880-01-15T11:02:16Z", abbr: "PMT", source: "tz europe, Europe/Prague: Prague Mean Time +0:57:44 from 1850 until 1891 Oct" },
  { place: "Bucharest", lat: 44.4268, lon: 26.1025, date: "1900-01-15", time: "12:00", utc: "1900-01-15T10:15:36Z", abbr: "BMT", source: "tz europe, Europe/Bucharest: Bucharest Mean Time +1:44:24 from 1891 Oct until 1931 Jul 24" },
  { place: "Riga", lat: 56.9496, lon: 24.1052, date: "1900-01-15", time: "12:00", utc: "1900-01-15T10:23:26Z", abbr: "RMT", source: "tz backzone, Europe/Riga: Riga Mean Time +1:36:34 from 1880 until 1918 Apr 15" },
  { place: "Tallinn", lat: 59.437, lon: 24.7536, date: "1900-01-15", time: "12:00", utc: "1900-01-15T10:21:00Z", abbr: "TMT", source: "tz backzone, Europe/Tallinn: Tallinn Mean Time +1:39 from 1880 until 1918 Feb" },
  { place: "Chennai", lat: 13.0827, lon: 80.2707, date: "1900-01-15", time: "12:00", utc: "1900-01-15T06:38:50Z", abbr: "MMT", source: "tz asia, Asia/Kolkata: Madras Mean Time +5:21:10 from 1870 until 1906 Jan 1 (Indian railway time)" },
  { place: "Bogotá", lat: 4.711, lon: -74.0721, date: "1900-01-15", time: "12:00", utc: "1900-01-15T16:56:16Z", abbr: "BMT", source: "tz southamerica, America/Bogota: Bogotá Mean Time -4:56:16 from 1884 Mar 13 until 1914 Nov 23" },
  { place: "Havana", lat: 23.1136, lon: -82.3666, date: "1900-01-15", time: "12:00", utc: "1900-01-15T17:29:36Z", abbr: "HMT", source: "tz northamerica, America/Havana: Havana Mean Time -5:29:36 from 1890 until 1925 Jul 19" },
  { place: "Singapore", lat: 1.2897, lon: 103.8501, date: "1903-01-15", time: "12:00", utc: "1903-01-15T05:04:35Z", abbr: "SMT", source: "tz asia, Asia/Singapore: Singapore Mean Time +6:55:25 from 1901 until 1905 Jun 1 (Straits Settlements ordinance)" },
  { place: "Santiago", lat: -33.4489, lon: -70.6693, date: "1900-01-15", time: "12:00", utc: "1900-01-15T16:42:45Z", abbr: "SMT", source: "tz southamerica, America/Santiago: Santiago Mean Time -4:42:45 from 1890 until 1910 Jan 10 (Chilean decree)" },
  { place: "Buenos Aires", lat: -34.6037, lon: -58.3816, date: "1900-01-15", time: "12:00", utc: "1900-01-15T16:16:48Z", abbr: "CMT", source: "tz southamerica, America/Argentina/Buenos_Aires: Córdoba Mean Time -4:16:48 from 1894 Oct 31 until 1920 May" },
  { place: "Montevideo", lat: -34.9011, lon: -56.1645, date: "1910-01-15", time: "12:00", utc: "1910-01-15T15:44:51Z", abbr: "MMT", source: "tz southamerica, America/Montevideo: Montevideo Mean Time -3:44:51 from 1908 Jun 10 until 1920 May 1" },
  { place: "Jerusalem", lat: 31.7683, lon: 35.2137, date: "1910-01-15", time: "12:00", utc: "1910-01-15T09:39:20Z", abbr: "JMT", source: "tz asia, Asia/Jerusalem: Jerusalem Mean Time +2:20:40 from 1880 until 1918" },
  { place: "Tehran", lat: 35.6892, lon: 51.389, date: "1920-01-15", time: "12:00", utc: "1920-01-15T08:34:16Z", abbr: "TMT", source: "tz asia, Asia/Tehran: Tehran Mean Time +3:25:44 from 1916 until 1935 Jun 13" },
  { place: "Bangkok", lat: 13.7563, lon: 100.5018, date: "1900-01-15", time: "12:00", utc: "1900-01-15T05:17:56Z", abbr: "BMT", source: "tz asia, Asia/Bangkok: Bangkok Mean Time +6:42:04 from 1880 until 1920 Apr" },
  { place: "Jakarta", lat: -6.2088, lon: 106.8456, date: "1910-01-15", time: "12:00", utc: "1910-01-15T04:52:48Z", abbr: "BMT", source: "tz asia, Asia/Jakarta: Batavia Mean Time +7:07:12 from 1867 Aug 10 until 1923 Dec 31" },

  // --- pre-1970 history kept only in backzone (merged zones) ---
  { place: "Reykjavik", lat: 64.1466, lon: -21.9426, date: "1950-01-15", time: "12:00", utc: "1950-01-15T13:00:00Z", source: "tz backzone, Atlantic/Reykjavik: -1:00 from 1908 until 1968 Apr 7 (Icelandic law)" },
  { place: "Reykjavik", lat: 64.1466, lon: -21.9426, date: "1950-06-15", time: "12:00", utc: "1950-06-15T12:00:00Z", source: "tz backzone, Atlantic/Reykjavik with Iceland rules: summer time 1950 Apr 2 - Oct 22 (+0:00)" },
  { place: "Luxembourg", lat: 49.6116, lon: 6.1319, date: "1910-01-15", time: "12:00", utc: "1910-01-15T11:00:00Z", abbr: "CET", source: "tz backzone, Europe/Luxembourg: CET from 1904 Jun until 1918 Nov 25" },
  { place: "Stockholm", lat: 59.3293, lon: 18.0686, date: "1949-07-15", time: "12:00", utc: "1949-07-15T11:00:00Z", abbr: "CET", source: "tz backzone, Europe/Stockholm: CET, no summer time 1917-1979 (Berlin, where the main data merges it, had CEST in 1949)" },
  { place: "Oslo", lat: 59.9139, lon: 10.7522, date: "1962-07-15", time: "12:00", utc: "1962-07-15T10:00:00Z", abbr: "CEST", source: "tz backzone, Europe/Oslo with Norway rules: summer time 1959-1965 (none in Berlin then)" },
  { place: "Copenhagen", lat: 55.6761, lon: 12.5683, date: "1949-07-15", time: "12:00", utc: "1949-07-15T11:00:00Z", abbr: "CET", source: "tz backzone, Europe/Copenhagen with Denmark rules: no summer time in 1949 (Berlin had it)" },
  { place: "St Helier, Jersey", lat: 49.1858, lon: -2.11, date: "1941-01-15", time: "12:00", utc: "1941-01-15T10:00:00Z", abbr: "CEST", source: "tz backzone, Europe/Jersey: German time (C-Eur rules) 1940 Jul 1 - 1945 May 8; summer time through winter 1940/41" },
  { place: "Kyiv", lat: 50.4501, lon: 30.5234, date: "1900-01-15", time: "12:00", utc: "1900-01-15T09:57:56Z", abbr: "KMT", source: "tz europe, Europe/Kyiv: Kyiv Mean Time +2:02:04 from 1880 until 1924 May 2" },
  { place: "Beijing", lat: 39.9042, lon: 116.4074, date: "1943-02-05", time: "00:30", utc: "1943-02-04T15:30:00Z", source: "tz asia, Asia/Shanghai with Shang rules: summer time (+9) kept 1942 Jan 31 - 1945 Sep 1" },

  // --- war time and double summer time ---
  { place: "London", lat: 51.5074, lon: -0.1278, date: "1944-06-06", time: "12:00", utc: "1944-06-06T10:00:00Z", abbr: "BDST", source: "tz europe, Europe/London with GB-Eire rules: British Double Summer Time 1944 Apr 2 - Sep 17" },
  { place: "London", lat: 51.5074, lon: -0.1278, date: "1941-01-15", time: "12:00", utc: "1941-01-15T11:00:00Z", abbr: "BST", source: "tz europe, Europe/London: summer time kept through the winters of the war (1940 Feb 25 - 1945)" },
  { place: "London", lat: 51.5074, lon: -0.1278, date: "1947-06-15", time: "12:00", utc: "1947-06-15T10:00:00Z", abbr: "BDST", source: "tz europe, Europe/London: British Double Summer Time 1947 Apr 13 - Aug 10" },
  { place: "London", lat: 51.5074, lon: -0.1278, date: "1970-01-15", time: "12:00", utc: "1970-01-15T11:00:00Z", abbr: "BST", source: "tz europe, Europe/London: British Standard Time +1 all year 1968 Oct 27 - 1971 Oct 31 (British Standard Time Act 1968)" },
  { place: "Seattle", lat: 47.6062, lon: -122.3321, date: "1942-11-27", time: "10:15", utc: "1942-11-27T17:15:00Z", abbr: "PWT", source: "tz northamerica, America/Los_Angeles with US rules: war time 1942 Feb 9 - 1945 Aug 14 (Act of 1942-01-20)" },
  { place: "New York", lat: 40.7128, lon: -74.006, date: "1943-01-15", time: "12:00", utc: "1943-01-15T16:00:00Z", abbr: "EWT", source: "tz northamerica, America/New_York: Eastern War Time 1942 Feb 9 - 1945 Aug 14" },
  { place: "Berlin", lat: 52.52, lon: 13.405, date: "1945-06-15", time: "12:00", utc: "1945-06-15T09:00:00Z", abbr: "CEMT", source: "tz europe, Europe/Berlin with SovietZone rules: midsummer time +3 1945 May 24 - Sep 24" },
  { place: "Paris", lat: 48.8566, lon: 2.3522, date: "1942-01-15", time: "12:00", utc: "1942-01-15T10:00:00Z", abbr: "CEST", source: "tz europe, Europe/Paris with France rules: German summer time kept 1941 Oct 6 - 1942 Mar 9 (+2)" },
  { place: "Tokyo", lat: 35.6762, lon: 139.6503, date: "1948-06-15", time: "12:00", utc: "1948-06-15T02:00:00Z", abbr: "JDT", source: "tz asia, Asia/Tokyo with Japan rules: summer time 1948 May Sat>=1 - Sep Sat>=8 (occupation law)" },
  { place: "Kolkata", lat: 22.5726, lon: 88.3639, date: "1943-01-15", time: "12:00", utc: "1943-01-15T05:30:00Z", source: "tz asia, Asia/Kolkata: war time +6:30 1942 Sep - 1945 Oct 15" },
  { place: "Honolulu", lat: 21.3069, lon: -157.8583, date: "1944-01-15", time: "12:00", utc: "1944-01-15T21:30:00Z", abbr: "HWT", source: "tz northamerica, Pacific/Honolulu: Hawaii War Time -9:30 1942 Feb 9 - 1945 Aug 14" },
  { place: "Honolulu", lat: 21.3069, lon: -157.8583, date: "1961-08-04", time: "19:24", utc: "1961-08-05T05:24:00Z", abbr: "HST", source: "tz northamerica, Pacific/Honolulu: HST -10 from 1947 Jun 8" },
  { place: "Sydney", lat: -33.8688, lon: 151.2093, date: "1942-01-15", time: "12:00", utc: "1942-01-15T01:00:00Z", abbr: "AEDT", source: "tz australasia, Australia/Sydney with Aus rules: war-time summer time 1942 Jan 1 - Mar 29" },
  { place: "Moscow", lat: 55.7558, lon: 37.6173, date: "2012-01-15", time: "12:00", utc: "2012-01-15T08:00:00Z", abbr: "MSK", source: "tz europe, Europe/Moscow: +4 all year 2011 Mar 27 - 2014 Oct 26 (federal law of 2011)" },

  // --- half-hour and odd zones ---
  { place: "Kathmandu", lat: 27.7172, lon: 85.324, date: "1985-01-15", time: "12:00", utc: "1985-01-15T06:30:00Z", source: "tz asia, Asia/Kathmandu: +5:30 from 1920 until 1986" },
  { place: "Kathmandu", lat: 27.7172, lon: 85.324, date: "1990-01-15", time: "12:00", utc: "1990-01-15T06:15:00Z", source: "tz asia, Asia/Kathmandu: +5:45 from 1986" },
  { place: "Caracas", lat: 10.4806, lon: -66.9036, date: "2010-01-15", time: "12:00", utc: "2010-01-15T16:30:00Z", source: "tz southamerica, America/Caracas: -4:30 2007 Dec 9 - 2016 May 1" },
  { place: "Adelaide", lat: -34.9285, lon: 138.6007, date: "1990-07-15", time: "12:00", utc: "1990-07-15T02:30:00Z", abbr: "ACST", source: "tz australasia, Australia/Adelaide: ACST +9:30" },
  { place: "St. John's", lat: 47.5615, lon: -52.7126, date: "1990-01-15", time: "12:00", utc: "1990-01-15T15:30:00Z", abbr: "NST", source: "tz northamerica, America/St_Johns: NST -3:30" },
  { place: "Singapore", lat: 1.2897, lon: 103.8501, date: "1950-01-15", time: "12:00", utc: "1950-01-15T04:30:00Z", source: "tz asia, Asia/Singapore: +7:30 1945 Sep 12 - 1982 Jan 1" },
  { place: "Lord Howe Island", lat: -31.5553, lon: 159.0821, date: "2020-01-15", time: "12:00", utc: "2020-01-15T01:00:00Z", source: "tz australasia, Australia/Lord_Howe with LH rules: half-hour summer time, +11" },
  { place: "Lord Howe Island", lat: -31.5553, lon: 159.0821, date: "2020-07-15", time: "12:00", utc: "2020-07-15T01:30:00Z", source: "tz australasia, Australia/Lord_Howe: +10:30 standard" },

  // --- DST folds (hour twice) and gaps (hour skipped) ---
  { place: "New York", lat: 40.7128, lon: -74.006, date: "2021-11-07", time: "01:30", choice: "earlier", utc: "2021-11-07T05:30:00Z", abbr: "EDT", source: "tz northamerica, US rules since 2007: back at 2:00 on the first Sunday of November; first 01:30 is EDT" },
  { place: "New York", lat: 40.7128, lon: -74.006, date: "2021-11-07", time: "01:30", choice: "later", utc: "2021-11-07T06:30:00Z", abbr: "EST", source: "tz northamerica, US rules: the second 01:30 is EST" },
  { place: "New York", lat: 40.7128, lon: -74.006, date: "2023-03-12", time: "02:30", choice: "earlier", utc: "2023-03-12T07:30:00Z", abbr: "EST", source: "tz northamerica, US rules: forward at 2:00 on the second Sunday of March; 02:30 read as standard time" },
  { place: "New York", lat: 40.7128, lon: -74.006, date: "2023-03-12", time: "02:30", choice: "later", utc: "2023-03-12T06:30:00Z", abbr: "EDT", source: "tz northamerica, US rules: 02:30 read as daylight time" },
  { place: "Berlin", lat: 52.52, lon: 13.405, date: "2021-10-31", time: "02:30", choice: "earlier", utc: "2021-10-31T00:30:00Z", abbr: "CEST", source: "tz europe, EU rules: back at 01:00 UT on the last Sunday of October" },
  { place: "Berlin", lat: 52.52, lon: 13.405, date: "2021-10-31", time: "02:30", choice: "later", utc: "2021-10-31T01:30:00Z", abbr: "CET", source: "tz europe, EU rules: the second 02:30 is CET" },
  { place: "Berlin", lat: 52.52, lon: 13.405, date: "2021-03-28", time: "02:30", choice: "earlier", utc: "2021-03-28T01:30:00Z", abbr: "CET", source: "tz europe, EU rules: forward at 01:00 UT on the last Sunday of March; 02:30 read as CET" },
  { place: "Sydney", lat: -33.8688, lon: 151.2093, date: "2023-04-02", time: "02:30", choice: "earlier", utc: "2023-04-01T15:30:00Z", abbr: "AEDT", source: "tz australasia, AN rules: back at 3:00 on the first Sunday of April" },
  { place: "London", lat: 51.5074, lon: -0.1278, date: "1944-04-02", time: "02:30", choice: "earlier", utc: "1944-04-02T01:30:00Z", abbr: "BST", source: "tz europe, GB-Eire rules: forward from BST to BDST at 1:00 UT on 1944 Apr 2; 02:30 did not exist" },

  // --- local mean time of the birth place (zone record is LMT) ---
  { place: "Ulm", lat: 48.4, lon: 10, date: "1879-03-14", time: "11:30", utc: "1879-03-14T10:50:00Z", abbr: "LMT", source: "tz europe, Europe/Berlin: LMT until 1893 Apr; place's mean time +0:40 (longitude 10°E)" },
  { place: "Lisbon", lat: 38.7223, lon: -9.1393, date: "1900-01-15", time: "12:00", utc: "1900-01-15T12:36:33.432Z", abbr: "LMT", source: "tz europe, Europe/Lisbon: LMT until 1912 Jan 1; place's mean time -0:36:33.4 (longitude 9.1393°W)" },
];

describe("historical births give the legal UT of the day", () => {
  it("has at least 60 births, each with a named source", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
    for (const r of ROWS) expect(r.source).toMatch(/^tz (backzone|europe|asia|africa|australasia|northamerica|southamerica)/);
  });
  for (const r of ROWS) {
    it(`${r.place} ${r.date} ${r.time}${r.choice ? ` (${r.choice})` : ""} -> ${r.utc}`, () => {
      const t = resolveBirthTime({ birthDate: r.date, birthTime: r.time, latitude: r.lat, longitude: r.lon, timeChoice: r.choice });
      expect(t.utc).toBe(new Date(r.utc).toISOString());
      if (r.abbr) expect(t.zoneAbbreviation).toBe(r.abbr);
      // Offset and abbreviation describe the same reading: local wall time = UT + offset.
      const wall = new Date(t.utcMs + t.utcOffsetMinutes * 60_000).toISOString().slice(0, 16);
      expect(wall).toBe(`${r.date}T${r.time}`);
    });
  }
});

describe("the issue's births, through the whole chart (chart.utc)", () => {
  const SIX = [
    { place: "Amsterdam", lat: 52.374, lon: 4.8897, date: "1920-01-15", utc: "1920-01-15T11:40:28.000Z" },
    { place: "Reykjavik", lat: 64.1466, lon: -21.9426, date: "1950-01-15", utc: "1950-01-15T13:00:00.000Z" },
    { place: "Luxembourg", lat: 49.6116, lon: 6.1319, date: "1910-01-15", utc: "1910-01-15T11:00:00.000Z" },
    { place: "Stockholm", lat: 59.3293, lon: 18.0686, date: "1890-01-15", utc: "1890-01-15T10:59:46.000Z" },
    { place: "Brest", lat: 48.3904, lon: -4.4861, date: "1900-01-15", utc: "1900-01-15T11:50:39.000Z" },
    { place: "Cork", lat: 51.8979, lon: -8.4706, date: "1910-06-01", utc: "1910-06-01T12:25:21.000Z" },
  ];
  for (const b of SIX) {
    it(`${b.place} ${b.date} 12:00 -> ${b.utc}`, async () => {
      const { computeChart } = await import("./natal");
      const c = computeChart({ birthDate: b.date, birthTime: "12:00", latitude: b.lat, longitude: b.lon });
      expect(c.chart.utc).toBe(b.utc);
    });
  }
  it("New York 2023-03-12 02:30 (skipped hour): offset and abbreviation agree either way", async () => {
    const { computeChart } = await import("./natal");
    const ny = { birthDate: "2023-03-12", birthTime: "02:30", latitude: 40.7128, longitude: -74.006 };
    const earlier = computeChart(ny).chart;
    expect([earlier.utcOffsetMinutes, earlier.zoneAbbreviation, earlier.utc]).toEqual([-300, "EST", "2023-03-12T07:30:00.000Z"]);
    const later = computeChart({ ...ny, timeChoice: "later" }).chart;
    expect([later.utcOffsetMinutes, later.zoneAbbreviation, later.utc]).toEqual([-240, "EDT", "2023-03-12T06:30:00.000Z"]);
  });
  it("the chart names the rule in words: Paris Mean Time, legal in France until 1911", async () => {
    const { computeChart } = await import("./natal");
    const c = computeChart({ birthDate: "1900-01-15", birthTime: "12:00", latitude: 48.3904, longitude: -4.4861 });
    expect(c.chart.timeRule).toBe("Paris Mean Time (UTC+0:09:21) — the legal clock in France on that date, until 1911");
  });
});

/**
 * Places whose legal clock the tz database does not keep, each expected UT worked out here from the sourced
 * offset (docs/decisions/006-time-zone-data.md), not from the engine's table: local mean time is longitude × 4
 * minutes east of Greenwich; Bombay Time is +4:51 and Calcutta Time +5:53:20.
 */
describe("legal clocks the tz database merges away", () => {
  const noonUt = (date: string, offsetSeconds: number) => new Date(Date.parse(`${date}T12:00:00Z`) - offsetSeconds * 1000).toISOString();
  const mean = (longitude: number) => longitude * 240;
  const CASES = [
    { place: "Iqaluit", lat: 63.7467, lon: -68.517, date: "1930-01-15", offset: mean(-68.517), why: 'America/Iqaluit is "-00" (no local time) until 1942 Aug' },
    { place: "Inuvik", lat: 68.3607, lon: -133.723, date: "1950-06-15", offset: mean(-133.723), why: 'America/Inuvik is "-00" until 1953' },
    { place: "Mumbai", lat: 18.9388, lon: 72.8354, date: "1930-01-15", offset: 4 * 3600 + 51 * 60, why: "Bombay Time (+4:51) kept until 1955" },
    { place: "Kolkata", lat: 22.5726, lon: 88.3639, date: "1930-01-15", offset: 5 * 3600 + 53 * 60 + 20, why: "Calcutta Time (+5:53:20) kept until 1948" },
    { place: "Kazan", lat: 55.7887, lon: 49.1221, date: "1900-01-15", offset: mean(49.1221), why: "provincial Russia kept local mean time until the zone decree (1919)" },
    { place: "Lucknow", lat: 26.8467, lon: 80.9462, date: "1900-01-15", offset: mean(80.9462), why: "India outside Madras kept local mean time before IST (1906)" },
  ];
  for (const c of CASES) {
    it(`${c.place} ${c.date} 12:00: ${c.why}`, () => {
      const t = resolveBirthTime({ birthDate: c.date, birthTime: "12:00", latitude: c.lat, longitude: c.lon });
      expect(Math.abs(t.utcMs - Date.parse(noonUt(c.date, c.offset)))).toBeLessThan(60_000);
    });
  }
  it("the city clocks end when the sources say: Bombay reads IST in 1956, Calcutta in 1949", () => {
    expect(resolveBirthTime({ birthDate: "1956-01-15", birthTime: "12:00", latitude: 18.9388, longitude: 72.8354 }).utc).toBe("1956-01-15T06:30:00.000Z");
    expect(resolveBirthTime({ birthDate: "1949-01-15", birthTime: "12:00", latitude: 22.5726, longitude: 88.3639 }).utc).toBe("1949-01-15T06:30:00.000Z");
  });
  it("the city whose mean time the zone carries keeps it: Moscow 1900 in Moscow Mean Time", () => {
    expect(resolveBirthTime({ birthDate: "1900-01-15", birthTime: "12:00", latitude: 55.7558, longitude: 37.6173 }).zoneAbbreviation).toBe("MMT");
  });
  it("names the clock: Bombay Time, and Iqaluit's own mean time", () => {
    const bombay = resolveBirthTime({ birthDate: "1930-01-15", birthTime: "12:00", latitude: 18.9388, longitude: 72.8354 });
    expect(bombay.rule).toBe("Bombay Time (UTC+4:51) — the clock kept in Bombay on that date, until 1955");
    const iqaluit = resolveBirthTime({ birthDate: "1930-01-15", birthTime: "12:00", latitude: 63.7467, longitude: -68.517 });
    expect(iqaluit.rule).toMatch(/^Local mean time \(UTC−4:34:04\) — the Sun's own time at the birth place, before Iqaluit kept a standard clock$/);
  });
});

/** Fixed sample charts and couples for the repetition figures (npm run texts:check and the tests). */
import type { BirthInput } from "../natal";

export const SAMPLE_CHARTS: { id: string; label: string; zone: string; birth: BirthInput }[] = [
  { id: "reader-1", label: "1961-07-01 19:45, Sandringham", zone: "Europe/London", birth: { birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 } },
  { id: "reader-2", label: "1990-03-10, no time, New York", zone: "America/New_York", birth: { birthDate: "1990-03-10", birthTime: null, latitude: 40.7128, longitude: -74.006 } },
  { id: "reader-3", label: "1985-10-24 06:10, Mumbai", zone: "Asia/Kolkata", birth: { birthDate: "1985-10-24", birthTime: "06:10", latitude: 19.076, longitude: 72.8777 } },
  { id: "reader-4", label: "1999-01-15 23:30, Sydney", zone: "Australia/Sydney", birth: { birthDate: "1999-01-15", birthTime: "23:30", latitude: -33.8688, longitude: 151.2093 } },
  { id: "reader-5", label: "1974-07-04 12:00, Los Angeles", zone: "America/Los_Angeles", birth: { birthDate: "1974-07-04", birthTime: "12:00", latitude: 34.0522, longitude: -118.2437 } },
];

export const SAMPLE_COUPLES: { a: { name: string; birth: BirthInput }; b: { name: string; birth: BirthInput } }[] = [
  { a: { name: "Diana", birth: SAMPLE_CHARTS[0]!.birth }, b: { name: "Charles", birth: { birthDate: "1948-11-14", birthTime: null, latitude: 51.5, longitude: -0.14 } } },
  { a: { name: "Ada", birth: { birthDate: "1990-03-10", birthTime: "08:15", latitude: 40.7128, longitude: -74.006 } }, b: { name: "Grace", birth: { birthDate: "1992-12-09", birthTime: "17:40", latitude: 41.8781, longitude: -87.6298 } } },
  { a: { name: "Ravi", birth: SAMPLE_CHARTS[2]!.birth }, b: { name: "Meera", birth: { birthDate: "1988-02-02", birthTime: "14:20", latitude: 28.6139, longitude: 77.209 } } },
  { a: { name: "Tom", birth: SAMPLE_CHARTS[3]!.birth }, b: { name: "Lena", birth: { birthDate: "2000-05-30", birthTime: null, latitude: 52.52, longitude: 13.405 } } },
  { a: { name: "Sam", birth: SAMPLE_CHARTS[4]!.birth }, b: { name: "Alex", birth: { birthDate: "1976-09-21", birthTime: "03:05", latitude: 37.7749, longitude: -122.4194 } } },
];

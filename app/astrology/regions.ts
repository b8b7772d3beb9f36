/**
 * English names of GeoNames admin1 codes: hand tables for a few countries, then ./data/admin1.ts
 * (built by `npm run places:regions`). Null when neither knows the code: labels then omit the region.
 */
import GENERATED from "./data/admin1";

const US: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois",
  IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland",
  MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana",
  NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York",
  NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania",
  RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
  PR: "Puerto Rico",
};
const CA: Record<string, string> = {
  "01": "Alberta", "02": "British Columbia", "03": "Manitoba", "04": "New Brunswick", "05": "Newfoundland and Labrador",
  "07": "Nova Scotia", "08": "Ontario", "09": "Prince Edward Island", "10": "Quebec", "11": "Saskatchewan",
  "12": "Yukon", "13": "Northwest Territories", "14": "Nunavut",
};
const AU: Record<string, string> = {
  "01": "Australian Capital Territory", "02": "New South Wales", "03": "Northern Territory", "04": "Queensland",
  "05": "South Australia", "06": "Tasmania", "07": "Victoria", "08": "Western Australia",
};
const GB: Record<string, string> = { ENG: "England", SCT: "Scotland", WLS: "Wales", NIR: "Northern Ireland" };
const DE: Record<string, string> = {
  "01": "Baden-Württemberg", "02": "Bavaria", "03": "Bremen", "04": "Hamburg", "05": "Hesse", "06": "Lower Saxony",
  "07": "North Rhine-Westphalia", "08": "Rhineland-Palatinate", "09": "Saarland", "10": "Schleswig-Holstein",
  "11": "Brandenburg", "12": "Mecklenburg-Vorpommern", "13": "Saxony", "14": "Saxony-Anhalt", "15": "Thuringia", "16": "Berlin",
};
const FR: Record<string, string> = {
  "11": "Île-de-France", "24": "Centre-Val de Loire", "27": "Bourgogne-Franche-Comté", "28": "Normandy", "32": "Hauts-de-France",
  "44": "Grand Est", "52": "Pays de la Loire", "53": "Brittany", "75": "Nouvelle-Aquitaine", "76": "Occitanie",
  "84": "Auvergne-Rhône-Alpes", "93": "Provence-Alpes-Côte d'Azur", "94": "Corsica",
};
const IN: Record<string, string> = {
  "02": "Andhra Pradesh", "03": "Assam", "07": "Delhi", "09": "Gujarat", "10": "Haryana", "13": "Kerala",
  "16": "Maharashtra", "19": "Karnataka", "21": "Odisha", "23": "Punjab", "24": "Rajasthan", "25": "Tamil Nadu",
  "28": "West Bengal", "34": "Bihar", "35": "Madhya Pradesh", "36": "Uttar Pradesh", "40": "Telangana",
};
const TABLES: Record<string, Record<string, string>> = { US, CA, AU, GB, DE, FR, IN };

export function regionName(country: string, adminCode: string): string | null {
  if (!adminCode || adminCode === "00") return null;
  return TABLES[country]?.[adminCode] ?? GENERATED[`${country}.${adminCode}`] ?? null;
}

/** Every region name known, by "CC.code". */
export function allRegionNames(): Record<string, string> {
  const all: Record<string, string> = { ...GENERATED };
  for (const [cc, table] of Object.entries(TABLES)) for (const [code, name] of Object.entries(table)) all[`${cc}.${code}`] = name;
  return all;
}

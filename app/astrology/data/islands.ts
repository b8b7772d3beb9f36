/** Inhabited islands with no GeoNames place of 500+ people (or known by the island's name), for the gazetteer. */
export interface Island {
  name: string;
  alternates: string[];
  cc: string;
  admin1: string;
  lat: number;
  lon: number;
  pop: number;
}

const ISLANDS: Island[] = [
  {"name": "Lord Howe Island", "alternates": ["Lord Howe"], "cc": "AU", "admin1": "02", "lat": -31.5553, "lon": 159.0821, "pop": 382},
  {"name": "Norfolk Island", "alternates": [], "cc": "NF", "admin1": "", "lat": -29.0408, "lon": 167.9547, "pop": 2188},
  {"name": "Christmas Island", "alternates": [], "cc": "CX", "admin1": "", "lat": -10.4217, "lon": 105.6791, "pop": 1692},
  {"name": "Home Island", "alternates": ["Cocos Islands", "Cocos (Keeling) Islands"], "cc": "CC", "admin1": "", "lat": -12.1167, "lon": 96.9, "pop": 500},
  {"name": "Waitangi", "alternates": ["Chatham Islands", "Chatham Island", "Rekohu"], "cc": "NZ", "admin1": "", "lat": -43.9535, "lon": -176.5597, "pop": 600},
  {"name": "Oban", "alternates": ["Stewart Island", "Rakiura", "Halfmoon Bay"], "cc": "NZ", "admin1": "", "lat": -46.8983, "lon": 168.1275, "pop": 408},
  {"name": "Tryphena", "alternates": ["Great Barrier Island", "Aotea"], "cc": "NZ", "admin1": "", "lat": -36.3064, "lon": 175.4667, "pop": 940},
  {"name": "Hanga Roa", "alternates": ["Easter Island", "Rapa Nui", "Isla de Pascua"], "cc": "CL", "admin1": "", "lat": -27.1496, "lon": -109.4285, "pop": 7750},
  {"name": "Tristan da Cunha", "alternates": ["Edinburgh of the Seven Seas"], "cc": "SH", "admin1": "", "lat": -37.0675, "lon": -12.3105, "pop": 250},
  {"name": "Pitcairn Island", "alternates": ["Pitcairn"], "cc": "PN", "admin1": "", "lat": -25.0667, "lon": -130.1, "pop": 40},
  {"name": "Ascension Island", "alternates": ["Ascension"], "cc": "SH", "admin1": "", "lat": -7.9267, "lon": -14.4136, "pop": 800},
  {"name": "Fair Isle", "alternates": [], "cc": "GB", "admin1": "SCT", "lat": 59.5333, "lon": -1.6333, "pop": 60},
  {"name": "Foula", "alternates": [], "cc": "GB", "admin1": "SCT", "lat": 60.1333, "lon": -2.0667, "pop": 30},
  {"name": "St Mary's", "alternates": ["Isles of Scilly", "Scilly"], "cc": "GB", "admin1": "ENG", "lat": 49.9167, "lon": -6.3, "pop": 1800},
  {"name": "Lundy", "alternates": [], "cc": "GB", "admin1": "ENG", "lat": 51.18, "lon": -4.67, "pop": 28},
  {"name": "Herm", "alternates": [], "cc": "GG", "admin1": "", "lat": 49.4703, "lon": -2.4483, "pop": 60},
  {"name": "Tory Island", "alternates": ["Toraigh"], "cc": "IE", "admin1": "", "lat": 55.2647, "lon": -8.2297, "pop": 140},
  {"name": "Inishmore", "alternates": ["Inis Mor", "Kilronan", "Cill Ronain"], "cc": "IE", "admin1": "", "lat": 53.1194, "lon": -9.6681, "pop": 760},
  {"name": "Ocracoke", "alternates": ["Ocracoke Island"], "cc": "US", "admin1": "NC", "lat": 35.1146, "lon": -75.981, "pop": 950},
  {"name": "Tangier", "alternates": ["Tangier Island"], "cc": "US", "admin1": "VA", "lat": 37.8257, "lon": -75.9924, "pop": 430},
  {"name": "Monhegan", "alternates": ["Monhegan Island"], "cc": "US", "admin1": "ME", "lat": 43.7648, "lon": -69.3167, "pop": 64},
  {"name": "Rotuma", "alternates": ["Ahau"], "cc": "FJ", "admin1": "", "lat": -12.5, "lon": 177.07, "pop": 1600},
  {"name": "Palmerston Island", "alternates": ["Palmerston"], "cc": "CK", "admin1": "", "lat": -18.05, "lon": -163.18, "pop": 35},
  {"name": "Niuafo'ou", "alternates": ["Niuafoou", "Tin Can Island"], "cc": "TO", "admin1": "", "lat": -15.6, "lon": -175.63, "pop": 500},
  {"name": "Saint Kilda", "alternates": ["St Kilda", "Hirta"], "cc": "GB", "admin1": "SCT", "lat": 57.8133, "lon": -8.5767, "pop": 0},
];

export default ISLANDS;

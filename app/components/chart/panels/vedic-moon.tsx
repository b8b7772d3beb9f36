// Without a birth time on a day the sidereal Moon changed rashi: both candidates, and Manglik for each.
import type { VedicManglik, VedicMoonCandidate } from "~/astrology/vedic-moon";

function localClock(iso: string, offsetMinutes: number) {
  return new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(11, 16);
}

function verdict(c: VedicMoonCandidate) {
  return c.manglik ? "Manglik" : "not Manglik";
}

export function VedicMoonCandidates({ candidates, manglik, offsetMinutes }: { candidates: VedicMoonCandidate[]; manglik: VedicManglik; offsetMinutes: number }) {
  if (candidates.length < 2) return null;
  return (
    <div className="mt-4 rounded-lg border border-night-300 p-4 text-sm dark:border-night-700" data-testid="vedic-moon-candidates">
      <h3 className="font-semibold">Two possible Moon signs</h3>
      <p className="mt-1">The Moon changed rashi on your birth day, so without a birth time there is no single Moon sign:</p>
      <ul className="mt-2 list-disc pl-5">
        {candidates.map((c, i) => (
          <li key={c.sign}>
            <strong>{c.sign}</strong> if you were born {i === 0 ? `before ${localClock(c.until!, offsetMinutes)}` : `from ${localClock(c.from!, offsetMinutes)} on`}
            {c.nakshatra ? `, in ${c.nakshatra}${c.pada ? ` pada ${c.pada}` : ""}` : ""}: {verdict(c)}.
          </li>
        ))}
      </ul>
      <p className="mt-2">
        {manglik.dependsOnBirthTime
          ? "Manglik depends on the birth time: the two Moon signs give different answers."
          : `Manglik: ${manglik.manglik ? "yes" : "no"}, with either Moon sign.`}{" "}
        The table and the charts place the Moon at local noon.
      </p>
    </div>
  );
}

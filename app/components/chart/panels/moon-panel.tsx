// The Moon tab: the Moon sign, the Ascendant, the nakshatra and the Vimshottari dasha timeline.
import { Notice, Reading, signSymbol, type Profile } from "./parts";

export function MoonPanel({ profile }: { profile: Profile }) {
  const candidates = profile.chart.moonSignCandidates ?? [];
  return (
    <div className="space-y-6">
      <div className="card">
        {profile.moonSign && profile.moonInsights ? (
          <>
            <h2 className="text-2xl font-semibold">
              <span aria-hidden="true">{signSymbol(profile.moonSign)} </span>Moon in {profile.moonSign}
            </h2>
            <div className="mt-4">
              <Reading text={profile.moonInsights} />
            </div>
          </>
        ) : (
          <>
            <h2 className="text-2xl font-semibold">Moon Sign</h2>
            <div className="mt-4">
              <Notice>
                Your moon sign needs an exact birth time: the Moon changed sign on the day you were born
                {candidates.length > 1 ? ` (from ${candidates.join(" to ")})` : ""}. Add your birth time on the Birth tab to see it.
              </Notice>
            </div>
          </>
        )}
      </div>
      <div className="card">
        <h2 className="text-xl font-semibold">Ascendant</h2>
        <div className="mt-3">
          {profile.ascendantSign && profile.ascendantInsights ? (
            <Reading text={profile.ascendantInsights} />
          ) : (
            <Notice>Your rising sign (Ascendant) needs an exact birth time. Add it on the Birth tab to see it.</Notice>
          )}
        </div>
      </div>
    </div>
  );
}

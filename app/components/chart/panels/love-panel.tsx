// The Love tab: the nakshatra love reading; without a birth time, the reading of each lunar mansion
// the Moon passed through that day and what the day settles.
import { Notice, Reading, type Profile } from "./parts";
import { NakshatraAlternatives, UntimedDayCard } from "./unknown-time";

export function LovePanel({ profile }: { profile: Profile<"love"> }) {
  const candidates = profile.vedic.nakshatraCandidates ?? [];
  return (
    <div className="space-y-6">
      <div className="card">
        {profile.nakshatra && profile.nakshatraInsights ? (
          <>
            <h2 className="text-2xl font-semibold">{profile.nakshatra}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">Your lunar mansion (nakshatra) and what it says about love</p>
            <div className="mt-4">
              <Reading text={profile.nakshatraInsights} />
            </div>
          </>
        ) : profile.unknownTime?.nakshatraChanges.length ? (
          <NakshatraAlternatives profile={profile} />
        ) : (
          <>
            <h2 className="text-2xl font-semibold">Nakshatra Love Reading</h2>
            <div className="mt-4">
              <Notice>
                Your nakshatra needs an exact birth time: the Moon moved through more than one lunar mansion on the day you were born
                {candidates.length > 1 ? ` (${candidates.join(" and ")})` : ""}. Add your birth time on the Birth tab to see it.
              </Notice>
            </div>
          </>
        )}
      </div>
      <UntimedDayCard profile={profile} />
    </div>
  );
}

/**
 * The Match report as a page, rendered by the server at its own address (a reload shows it again):
 * header, reading, the PDF and .txt downloads. An unsaved, undownloaded report asks before it is left
 * (app/browser/enhance-chart.ts, on `data-leave-guard`).
 */
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import type { ChartActionData } from "~/routes/profile.server";
import { ReportHeader } from "./scores";
import { ReportBody } from "./sections";
import { PersonBar, SavePersonForm } from "./people";
import type { PersonView } from "~/services/people.server";
import { useText } from "~/i18n/text-context";

type CompatReport = Extract<ChartActionData, { intent: "compatibility-report" }>;

type ReportData = Pick<CompatReport, "token" | "report" | "wheel"> & { saveResult?: CompatReport["saveResult"] };

export function MatchReport({ data, saved }: { data: ReportData; saved?: PersonView }) {
  const location = useLocation();
  const { t } = useText();
  const { report, wheel } = data;
  const anotherHref = `${location.pathname}?tab=compatibility`;
  return (
    <div className="space-y-6" data-leave-guard={saved ? undefined : "leave-report"}>
      {saved ? <PersonBar person={saved} /> : null}
      <article aria-labelledby="report-title" className="space-y-6">
        <ReportHeader report={report} wheel={wheel} />
        <ReportBody report={report} wheel={wheel} />
        <footer className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t(saved ? "match.keptNote" : "match.unsavedNote")}</p>
          <div className="flex flex-wrap gap-3">
            {/* The designed PDF first; the plain-text .txt of the specification second. Both are plain forms posting the signed token. */}
            {[
              ["/compatibility/download.pdf", "match.savedPdf", "btn-primary", "match.downloadPdf"],
              ["/compatibility/download", "match.savedText", "btn-outline", "match.download"],
            ].map(([action, saved, className, label]) => (
              <form key={action} method="post" action={action} data-download={t(saved!)}>
                <input type="hidden" name="token" value={data.token} />
                <button type="submit" className={className}>
                  <span aria-hidden="true">⬇</span> {t(label!)}
                </button>
              </form>
            ))}
            <Link to={anotherHref} className="btn-outline" preventScrollReset>
              {t("match.another")}
            </Link>
          </div>
        </footer>
      </article>
      {saved ? null : <SavePersonForm token={data.token} partnerName={report.partnerName} result={data.saveResult} />}

      {saved ? null : (
        <dialog
          id="leave-report"
          aria-labelledby="leave-title"
          aria-describedby="leave-text"
          className="m-auto w-full max-w-md rounded-2xl border border-night-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-night-950/60 dark:border-night-700 dark:bg-[#150f33] dark:text-slate-100"
        >
          <h2 id="leave-title" className="text-xl font-semibold">
            {t("match.leaveTitle")}
          </h2>
          <p id="leave-text" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {t("match.leaveText")}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className="btn-outline" data-close-dialog="" autoFocus>
              {t("match.stay")}
            </button>
            <button type="button" className="btn-danger" data-leave="">
              {t("match.leave")}
            </button>
          </div>
        </dialog>
      )}
    </div>
  );
}

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

type CompatReport = Extract<ChartActionData, { intent: "compatibility-report" }>;

type ReportData = Pick<CompatReport, "token" | "report" | "wheel"> & { saveResult?: CompatReport["saveResult"] };

export function MatchReport({ data, saved }: { data: ReportData; saved?: PersonView }) {
  const location = useLocation();
  const { report, wheel } = data;
  const anotherHref = `${location.pathname}?tab=compatibility`;
  return (
    <div className="space-y-6" data-leave-guard={saved ? undefined : "leave-report"}>
      {saved ? <PersonBar person={saved} /> : null}
      <article aria-labelledby="report-title" className="space-y-6">
        <ReportHeader report={report} wheel={wheel} />
        <ReportBody report={report} wheel={wheel} />
        <footer className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {saved ? `Kept in your people: it opens again from the Match tab. Download it as a PDF or a text file for your own copy.` : "This report is not saved yet. Save it to your people below, or download it as a PDF or a text file."}
          </p>
          <div className="flex flex-wrap gap-3">
            {/* The designed PDF first; the plain-text .txt of the specification second. Both are plain forms posting the signed token. */}
            <form method="post" action="/compatibility/download.pdf" data-download="Saved as a PDF.">
              <input type="hidden" name="token" value={data.token} />
              <button type="submit" className="btn-primary">
                <span aria-hidden="true">⬇</span> Download PDF
              </button>
            </form>
            <form method="post" action="/compatibility/download" data-download="Saved as a text file.">
              <input type="hidden" name="token" value={data.token} />
              <button type="submit" className="btn-outline">
                <span aria-hidden="true">⬇</span> Download
              </button>
            </form>
            <Link to={anotherHref} className="btn-outline" preventScrollReset>
              Generate Another Report
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
            Leaving Compatibility Report?
          </h2>
          <p id="leave-text" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Your report is not saved. If you leave now it will be discarded; download it first to keep a copy.
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className="btn-outline" data-close-dialog="" autoFocus>
              Stay on Page
            </button>
            <button type="button" className="btn-danger" data-leave="">
              Leave Without Saving
            </button>
          </div>
        </dialog>
      )}
    </div>
  );
}

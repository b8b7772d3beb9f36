import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";

/** Settings → "Your data": a copy of everything held about the member, and the way out. */
export function DataCard() {
  return (
    <Section id="your-data" title="Your data">
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Download a JSON file with everything Three Skies holds about you: your account, birth details and chart, daily readings,
        compatibility reports, delivery settings and consents, messages sent to you, your subscription and the administrative record
        about your account.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {/* A document submission: the browser saves the file, with or without JavaScript. */}
        <Form method="post" action="/settings/export" reloadDocument>
          <button type="submit" className="btn-outline">
            Download my data
          </button>
        </Form>
        <Link to="/settings/delete-account" className="btn-danger">
          Delete my account
        </Link>
      </div>
    </Section>
  );
}

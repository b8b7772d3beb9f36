import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-t";

/** Settings → "Your data": a copy of everything held about the member, and the way out. */
export function DataCard() {
  const t = useT();
  return (
    <Section id="your-data" title={t("settings.dataTitle")}>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t("settings.dataIntro")}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {/* A document submission: the browser saves the file, with or without JavaScript. */}
        <Form method="post" action="/settings/export" reloadDocument>
          <button type="submit" className="btn-outline">
            {t("settings.downloadData")}
          </button>
        </Form>
        <Link to="/settings/delete-account" className="btn-danger">
          {t("settings.deleteAccount")}
        </Link>
      </div>
    </Section>
  );
}

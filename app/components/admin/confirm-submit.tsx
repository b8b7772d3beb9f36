import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { useHydrated } from "~/components/use-hydrated";
import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-t";

type ConfirmSubmitProps = {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** Extra name/value the submit carries (e.g. isAdmin=false). */
  name?: string;
  value?: string;
  className?: string;
  disabled?: boolean;
};

/** A destructive submit button: with JavaScript it asks in a dialog first; without, the action asks on a page of its own. */
export function ConfirmSubmit({ label, title, message, confirmLabel, name, value, className = "btn-danger", disabled }: ConfirmSubmitProps) {
  const [hydrated, t] = [useHydrated(), useT()];
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const navigation = useNavigation();
  // Close once the confirmed submission is on its way (closing on click could drop the hidden value).
  useEffect(() => {
    if (navigation.state === "submitting") dialog.current?.close();
  }, [navigation.state]);
  if (!hydrated) {
    return (
      <button type="submit" name={name} value={value} className={className} disabled={disabled}>
        {label}
      </button>
    );
  }
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className="m-auto w-full max-w-md rounded-2xl border border-night-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/50 dark:border-night-800 dark:bg-[#150f33] dark:text-slate-100"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${id}-message`} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {message}
        </p>
        {/* Only while asking: the form's other submit buttons must not carry this value. */}
        {name && open ? <input type="hidden" name={name} value={value} /> : null}
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => dialog.current?.close()} autoFocus>
            {t("admin.cancel")}
          </button>
          <button type="submit" name="confirm" value="yes" className="btn-danger">
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** The no-JavaScript confirmation step: the question again, a form that confirms, and Cancel back to this page. */
export function ConfirmStep({
  title,
  message,
  confirmLabel,
  fields,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  fields: Record<string, string>;
}) {
  const [location, t] = [useLocation(), useT()];
  return (
    <Section id="confirm-step" title={title} titleClassName="text-lg font-semibold" className="card border-red-300 dark:border-red-800" role="alertdialog" aria-describedby="confirm-step-message">
      <p id="confirm-step-message" className="mt-2 text-sm">
        {message}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        {Object.entries(fields).map(([key, val]) => (
          <input key={key} type="hidden" name={key} value={val} />
        ))}
        <button type="submit" name="confirm" value="yes" className="btn-danger">
          {confirmLabel}
        </button>
        <Link to={location.pathname + location.search} className="btn-outline">
          {t("admin.cancel")}
        </Link>
      </Form>
    </Section>
  );
}

/** "Are you sure you want to delete “<title>”? …" in the admin's language, the title in bold. */
export function DeleteQuestion({ title }: { title?: string }) {
  const [before, after] = useT()("admin.blog.deleteAsk").split("{title}");
  return <>{before}<strong>{title}</strong>{after}</>;
}

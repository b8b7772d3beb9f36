import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/settings.delete-account";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { requireUser } from "~/http/guards.server";
import { requestLocale } from "~/i18n/request.server";
import { formAction, formError, readForm, shown } from "~/http/responses.server";
import { CLEAR_CACHE_HEADER, destroySession } from "~/http/session.server";
import { isPremium } from "~/models/user.server";
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema } from "~/schemas/account";
import { deleteAccount, hasPassword } from "~/services/data-rights.server";
import { rateLimit } from "~/services/rate-limit.server";
import { constraintMessages } from "~/schemas/constraint-messages";
import { refusalReply, unlessRefused } from "./refusals.server";

export const meta: Route.MetaFunction = () => [{ title: "Delete my account - Three Skies" }];

// Reached from Settings and, like it, served without the framework's JavaScript: app/browser/enhance.ts
// checks the field as you type with the schema's messages and marks the button while it posts.
export const handle = { hydrate: false };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { hasPassword: hasPassword(user), premium: isPremium(user), email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  return formAction(
    async () => {
      const submission = parseWithZod(await readForm(request), { schema: deleteAccountSchema });
      if (submission.status !== "success") return { data: { result: submission.reply({ hideFields: ["password"] }) }, status: 400 };
      return unlessRefused(async () => {
        await rateLimit("auth", context.clientIp);
        await deleteAccount(user, submission.value, "settings");
        const headers: [string, string][] = [["Set-Cookie", await destroySession(request)], CLEAR_CACHE_HEADER];
        const toast = { title: "Your account has been deleted", description: "Everything we held about you is gone. Thank you for the time under our skies." };
        return { redirect: "/", toast, headers };
      }, (error) => shown(error, { result: refusalReply(submission, error, ["password"]) }));
    },
    (error) => shown(error, { result: formError(error.message) }),
    requestLocale(request, user),
  );
}

const constraint = getZodConstraint(deleteAccountSchema);
const messages = constraintMessages(deleteAccountSchema);

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({ id: "delete-account", lastResult: actionData?.result as never, constraint });
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/settings" className="btn-ghost">
        <span aria-hidden="true">←</span> Back to Settings
      </Link>
      <h1 className="mb-4 mt-6 text-3xl font-semibold">Delete my account</h1>
      <section className="card space-y-4" aria-labelledby="what-happens">
        <h2 id="what-happens" className="text-xl font-semibold">
          What happens
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {loaderData.premium ? <li>Your Premium subscription is cancelled now, with no further charge and no refund of the current period.</li> : null}
          <li>Your birth details, your chart and every daily reading written for you are deleted.</li>
          <li>Your compatibility reports, the people you keep, and the birth details you entered for them are deleted.</li>
          <li>Daily insights stop; your delivery settings, phone number and calendar link are deleted.</li>
          <li>Messages we sent you are removed from our records, and you are signed out on every device.</li>
          <li>
            We send one last email to {loaderData.email} confirming the deletion. Payment records that accounting law requires stay with the
            payment provider, with nothing on our side linking them to you.
          </li>
          <li>This cannot be undone. If you want a copy first, use “Download my data” in Settings.</li>
        </ul>
        <Form method="post" className="space-y-4" data-enhance="" {...getFormProps(form)}>
          <FormAlert title="Your account was not deleted" message={form.errors?.[0]} id={form.errorId} />
          {loaderData.hasPassword ? (
            <Field
              label="Your password"
              messages={messages.password}
              errors={fields.password.errors}
              inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password", required: true }}
            />
          ) : (
            <Field
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              messages={messages.confirmation}
              errors={fields.confirmation.errors}
              inputProps={{ ...getInputProps(fields.confirmation, { type: "text" }), autoComplete: "off", required: true }}
            />
          )}
          <button type="submit" className="btn-danger" data-pending-text="Deleting...">
            Delete my account
          </button>
        </Form>
      </section>
    </main>
  );
}

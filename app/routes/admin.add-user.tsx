import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/admin.add-user";
import { FormAlert } from "~/components/form-alert";
import { toast } from "~/components/toaster";
import { Field } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { useAdminText } from "~/components/admin/user-picker";
import { addUserSchema } from "~/schemas/admin";
import { addUser } from "~/services/admin.server";
import { formAction, formError, readForm, shown } from "~/http/responses.server";
import { unlessRefused } from "./refusals.server";
import { askingAdmin } from "./admin-picker.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["manage.addUserTitle"] }];

export async function loader({ request }: Route.LoaderArgs) {
  return { messages: (await askingAdmin(request)).messages };
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, locale } = await askingAdmin(request);
  return formAction(
    async () => {
      const submission = await parseWithZod(await readForm(request), { schema: addUserSchema });
      if (submission.status !== "success") return { data: { result: submission.reply(), created: null }, status: 400 };
      return unlessRefused(
        async () => {
          const { user, tempPassword } = await addUser(admin, submission.value);
          // Not a redirect: the temporary password is shown once, on this answer, and stored nowhere.
          const created = { email: user.email, tempPassword };
          return { data: { result: submission.reply({ resetForm: true }), created }, headers: { "Cache-Control": "no-store" } };
        },
        (error) => shown(error, { result: submission.reply({ formErrors: [error.message], fieldErrors: error.errors }), created: null }),
      );
    },
    (error) => shown(error, { result: formError(error.message), created: null }),
    locale,
  );
}

export default function AddUserTab({ actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const created = actionData?.created ?? null;
  const [form, fields] = useSchemaForm(addUserSchema, { id: "add-user", lastResult: actionData?.result });
  const { t, say } = useAdminText();
  useEffect(() => {
    if (created) toast({ title: t("manage.userCreated"), description: `${t("manage.tempPasswordFor", { email: created.email })} ${created.tempPassword}` });
  }, [created]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer, not per render's new `t`
  return (
    <Section id="add-user-card" title={t("manage.addUser")}>
      <p className="hint">{t("manage.addUserHint")}</p>
      {created ? (
        <div role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
          <p className="font-semibold">{t("manage.userCreated")}</p>
          <p className="mt-1">
            {t("manage.tempPasswordFor", { email: created.email })}{" "}
            <code data-testid="temp-password" className="rounded bg-white px-2 py-0.5 font-mono text-base dark:bg-black/40">
              {created.tempPassword}
            </code>
          </p>
          <p className="mt-1">{t("manage.shownOnce")}</p>
        </div>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <FormAlert title={t("manage.addFailed")} message={say(form.errors)?.[0]} id={form.errorId} />
        <Field label={t("manage.email")} errors={say(fields.email.errors)} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("manage.firstName")} errors={say(fields.firstName.errors)} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "off" }} />
          <Field label={t("manage.lastName")} errors={say(fields.lastName.errors)} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "off" }} />
        </div>
        <fieldset className="space-y-4 rounded-lg border border-night-200 p-4 dark:border-night-800">
          <legend className="px-1 text-sm font-medium">{t("manage.birthOptional")}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("manage.birthDate")} errors={say(fields.birthDate.errors)} inputProps={getInputProps(fields.birthDate, { type: "date" })} />
            <Field label={t("manage.birthTime")} hint={t("manage.birthTimeHint")} errors={say(fields.birthTime.errors)} inputProps={getInputProps(fields.birthTime, { type: "time" })} />
          </div>
          <Field
            label={t("manage.birthPlace")}
            hint={t("manage.birthPlaceHint")}
            errors={say(fields.birthPlace.errors)}
            inputProps={{ ...getInputProps(fields.birthPlace, { type: "text" }), autoComplete: "off" }}
          />
        </fieldset>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t("manage.creating") : t("manage.createUser")}
        </button>
      </Form>
    </Section>
  );
}

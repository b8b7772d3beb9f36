import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import type { Route } from "./+types/admin.delete-user";
import { ConfirmStep, ConfirmSubmit } from "~/components/admin/confirm-submit";
import { UserPicker, userLabel } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import { ADMIN_MESSAGES, deleteUserFormSchema } from "~/schemas/admin";
import { deleteUser, getAdminUser } from "~/services/admin.server";
import { formAction, HttpError, readForm, shown, tabUrl } from "~/http/responses.server";
import { useT } from "~/i18n/use-t";
import { askingAdmin } from "./admin-picker.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["manage.deleteTitle"] }];

export { pickerLoader as loader } from "./admin-picker.server";

export async function action({ request }: Route.ActionArgs) {
  const { admin, t, say } = await askingAdmin(request);
  return formAction(
    async () => {
      const parsed = deleteUserFormSchema.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success) return { data: { error: say(ADMIN_MESSAGES.noUser), confirm: null }, status: 400 };
      const { userId, confirm } = parsed.data;
      if (confirm !== "yes") {
        // Without JavaScript the dialog cannot ask: answer with a confirmation step instead.
        const user = await getAdminUser(userId);
        if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
        if (user.id === admin.id) throw new HttpError(409, ADMIN_MESSAGES.deleteSelf);
        return { data: { error: null, confirm: { userId: user.id, label: userLabel(user) } } };
      }
      await deleteUser(admin, userId);
      return { redirect: tabUrl(request, ["userId"]), toast: { title: t("manage.userDeleted"), description: t("manage.userDeletedText") } };
    },
    (error) => shown(error, { error: say(error.message), confirm: null }),
  );
}

export default function DeleteUserTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const selected = picker.selected;
  const confirm = navigation.state === "idle" ? actionData?.confirm : null;
  const t = useT();
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      {confirm ? (
        <ConfirmStep
          title={t("manage.deleteAsk", { label: confirm.label })}
          message={t("manage.confirmDelete")}
          confirmLabel={t("manage.yesDelete")}
          fields={{ userId: confirm.userId }}
        />
      ) : (
        <Section id="delete-user" title={t("manage.deleteUser")}>
          <p className="hint">{t("manage.deleteHint")}</p>
          <Form method="post" className="mt-4 space-y-4">
            <FormAlert title={t("manage.deleteFailed")} message={navigation.state === "idle" ? actionData?.error : null} />
            <input type="hidden" name="userId" value={selected?.id ?? ""} />
            {selected ? (
              <ConfirmSubmit
                label={pending ? t("manage.deleting") : t("manage.deleteUser")}
                title={t("manage.deleteUser")}
                message={t("manage.confirmDelete")}
                confirmLabel={t("manage.delete")}
                disabled={pending}
              />
            ) : (
              <button type="submit" className="btn-danger" disabled>
                {t("manage.deleteUser")}
              </button>
            )}
          </Form>
        </Section>
      )}
    </div>
  );
}

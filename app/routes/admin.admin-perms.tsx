import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import type { Route } from "./+types/admin.admin-perms";
import { ConfirmStep, ConfirmSubmit } from "~/components/admin/confirm-submit";
import { UserPicker, userLabel } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Section } from "~/components/ui/section";
import { ADMIN_MESSAGES, adminStatusFormSchema } from "~/schemas/admin";
import { getAdminUser, setAdminStatus } from "~/services/admin.server";
import { formAction, HttpError, readForm, shown, tabUrl } from "~/http/responses.server";
import { useT } from "~/i18n/use-t";
import { askingAdmin } from "./admin-picker.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["manage.permsTitle"] }];

export { pickerLoader as loader } from "./admin-picker.server";

export async function action({ request }: Route.ActionArgs) {
  const { admin, t, say } = await askingAdmin(request);
  return formAction(
    async () => {
      const parsed = adminStatusFormSchema.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success) return { data: { error: say(parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.noUser), unchanged: false, confirm: null }, status: 400 };
      const { userId, isAdmin, confirm } = parsed.data;
      if (!isAdmin && confirm !== "yes") {
        // Revoking asks first; without JavaScript that is this confirmation step.
        const user = await getAdminUser(userId);
        if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
        if (!user.isAdmin) throw new HttpError(409, ADMIN_MESSAGES.notAdmin);
        return { data: { error: null, unchanged: false, confirm: { userId: user.id, label: userLabel(user) } } };
      }
      const user = await setAdminStatus(admin, userId, isAdmin);
      return { redirect: tabUrl(request), toast: { title: t("manage.statusUpdated"), description: t(isAdmin ? "manage.nowAdmin" : "manage.noLongerAdmin", { email: user.email }) } };
    },
    // The spec's client toasts: "User already has admin permissions" and its opposite are titles.
    (error) => shown(error, { error: say(error.message), unchanged: error.message === ADMIN_MESSAGES.alreadyAdmin || error.message === ADMIN_MESSAGES.notAdmin, confirm: null }),
  );
}

export default function AdminPermsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const selected = picker.selected;
  const answer = navigation.state === "idle" ? actionData : null;
  const t = useT();
  const [before, after] = t("manage.userIs", { label: selected ? userLabel(selected) : "" }).split("{status}");
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      {answer?.confirm ? (
        <ConfirmStep
          title={t("manage.revokeTitle")}
          message={t("manage.revokeQuestion", { label: answer.confirm.label })}
          confirmLabel={t("manage.yesRevoke")}
          fields={{ userId: answer.confirm.userId, isAdmin: "false" }}
        />
      ) : (
        <Section id="admin-perms" title={t("manage.permsHeading")}>
          <p className="mt-1 text-sm">
            {selected ? (
              <>
                {before}
                <strong>{t(selected.isAdmin ? "manage.anAdmin" : "manage.notAnAdmin")}</strong>
                {after}
              </>
            ) : (
              t("manage.permsPick")
            )}
          </p>
          <Form method="post" className="mt-4 space-y-4">
            <FormAlert {...(answer?.unchanged ? { title: answer.error, message: t("manage.nothingChanged") } : { title: t("manage.permsFailed"), message: answer?.error })} />
            <input type="hidden" name="userId" value={selected?.id ?? ""} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="isAdmin" value="true" className="btn-primary" disabled={pending || !selected}>
                {t("manage.grantAdmin")}
              </button>
              {selected ? (
                <ConfirmSubmit
                  label={t("manage.revokeAdmin")}
                  title={t("manage.revokeTitle")}
                  message={t("manage.revokeQuestion", { label: userLabel(selected) })}
                  confirmLabel={t("manage.revoke")}
                  name="isAdmin"
                  value="false"
                  disabled={pending}
                />
              ) : (
                <button type="submit" name="isAdmin" value="false" className="btn-danger" disabled>
                  {t("manage.revokeAdmin")}
                </button>
              )}
            </div>
          </Form>
        </Section>
      )}
    </div>
  );
}

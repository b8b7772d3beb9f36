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
import { requireAdmin } from "~/http/guards.server";

export const meta: Route.MetaFunction = () => [{ title: "Admin Permissions - Admin Panel - Three Skies" }];

export { pickerLoader as loader } from "./admin-picker.server";

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return formAction(
    async () => {
      const parsed = adminStatusFormSchema.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success) return { data: { error: parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.noUser, confirm: null }, status: 400 };
      const { userId, isAdmin, confirm } = parsed.data;
      if (!isAdmin && confirm !== "yes") {
        // Revoking asks first; without JavaScript that is this confirmation step.
        const user = await getAdminUser(userId);
        if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
        if (!user.isAdmin) throw new HttpError(409, ADMIN_MESSAGES.notAdmin);
        return { data: { error: null, confirm: { userId: user.id, label: userLabel(user) } } };
      }
      const user = await setAdminStatus(admin, userId, isAdmin);
      return {
        redirect: tabUrl(request),
        toast: {
          title: "Admin status updated",
          description: isAdmin ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.`,
        },
      };
    },
    (error) => shown(error, { error: error.message, confirm: null }),
  );
}

/** The spec's client toasts: "User already has admin permissions" and its opposite are titles. */
function statusAlert(error: string | null | undefined) {
  if (error === ADMIN_MESSAGES.alreadyAdmin || error === ADMIN_MESSAGES.notAdmin) return { title: error, message: "Nothing was changed." };
  return { title: "Failed to update admin status", message: error };
}

export default function AdminPermsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const selected = picker.selected;
  const idle = navigation.state === "idle";
  const confirm = idle ? actionData?.confirm : null;
  const revokeQuestion = (label: string) => `Are you sure you want to revoke admin permissions from ${label}?`;
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      {confirm ? (
        <ConfirmStep
          title="Revoke admin permissions"
          message={revokeQuestion(confirm.label)}
          confirmLabel="Yes, revoke admin"
          fields={{ userId: confirm.userId, isAdmin: "false" }}
        />
      ) : (
        <Section id="admin-perms" title="Admin Permissions">
          <p className="mt-1 text-sm">
            {selected ? (
              <>
                {userLabel(selected)} is <strong>{selected.isAdmin ? "an admin" : "not an admin"}</strong>.
              </>
            ) : (
              "Select a user to grant or revoke admin permissions."
            )}
          </p>
          <Form method="post" className="mt-4 space-y-4">
            <FormAlert {...statusAlert(idle ? actionData?.error : null)} />
            <input type="hidden" name="userId" value={selected?.id ?? ""} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="isAdmin" value="true" className="btn-primary" disabled={pending || !selected}>
                Grant Admin
              </button>
              {selected ? (
                <ConfirmSubmit
                  label="Revoke Admin"
                  title="Revoke admin permissions"
                  message={revokeQuestion(userLabel(selected))}
                  confirmLabel="Revoke"
                  name="isAdmin"
                  value="false"
                  disabled={pending}
                />
              ) : (
                <button type="submit" name="isAdmin" value="false" className="btn-danger" disabled>
                  Revoke Admin
                </button>
              )}
            </div>
          </Form>
        </Section>
      )}
    </div>
  );
}

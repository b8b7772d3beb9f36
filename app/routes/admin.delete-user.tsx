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
import { requireAdmin } from "~/http/guards.server";

export const meta: Route.MetaFunction = () => [{ title: "Delete User - Admin Panel - Three Skies" }];

export { pickerLoader as loader } from "./admin-picker.server";

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return formAction(
    async () => {
      const parsed = deleteUserFormSchema.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success) return { data: { error: ADMIN_MESSAGES.noUser as string, confirm: null }, status: 400 };
      const { userId, confirm } = parsed.data;
      if (confirm !== "yes") {
        // Without JavaScript the dialog cannot ask: answer with a confirmation step instead.
        const user = await getAdminUser(userId);
        if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
        if (user.id === admin.id) throw new HttpError(409, ADMIN_MESSAGES.deleteSelf);
        return { data: { error: null, confirm: { userId: user.id, label: userLabel(user) } } };
      }
      await deleteUser(admin, userId);
      return {
        redirect: tabUrl(request, ["userId"]),
        toast: { title: "User deleted successfully", description: "All user data and subscriptions have been removed" },
      };
    },
    (error) => shown(error, { error: error.message, confirm: null }),
  );
}

export default function DeleteUserTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const selected = picker.selected;
  const confirm = navigation.state === "idle" ? actionData?.confirm : null;
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      {confirm ? (
        <ConfirmStep
          title={`Delete ${confirm.label}?`}
          message={ADMIN_MESSAGES.confirmDelete}
          confirmLabel="Yes, delete user"
          fields={{ userId: confirm.userId }}
        />
      ) : (
        <Section id="delete-user" title="Delete User">
          <p className="hint">Cancels an active subscription and removes the account with all of its data. This cannot be undone.</p>
          <Form method="post" className="mt-4 space-y-4">
            <FormAlert title="Failed to delete user" message={navigation.state === "idle" ? actionData?.error : null} />
            <input type="hidden" name="userId" value={selected?.id ?? ""} />
            {selected ? (
              <ConfirmSubmit
                label={pending ? "Deleting..." : "Delete User"}
                title="Delete User"
                message={ADMIN_MESSAGES.confirmDelete}
                confirmLabel="Delete"
                disabled={pending}
              />
            ) : (
              <button type="submit" className="btn-danger" disabled>
                Delete User
              </button>
            )}
          </Form>
        </Section>
      )}
    </div>
  );
}

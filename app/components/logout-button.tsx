import { Form } from "~/components/ui/form";
import { useT } from "~/i18n/use-t";

/** Logout as a POST; the full page load afterwards clears every cached loader result. */
export function LogoutButton() {
  return (
    <Form method="post" action="/logout" reloadDocument>
      <button type="submit" className="btn-outline">
        {useT()("frame.logout")}
      </button>
    </Form>
  );
}

import { Form } from "~/components/ui/form";

/** Logout as a POST; the full page load afterwards clears every cached loader result. */
export function LogoutButton() {
  return (
    <Form method="post" action="/logout" reloadDocument>
      <button type="submit" className="btn-outline">
        Logout
      </button>
    </Form>
  );
}

// The Add User form as the server sends it: only email and names are required inputs.
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import AddUserTab from "./admin.add-user";

async function render() {
  const Tab = AddUserTab as unknown as () => React.ReactNode;
  const Stub = createRoutesStub([{ path: "/admin/add-user", Component: () => <Tab /> }]);
  const { prelude } = await prerenderToNodeStream(<Stub initialEntries={["/admin/add-user"]} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

it("marks the optional birth inputs as not required", async () => {
  const html = await render();
  const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
  for (const name of ["email", "firstName", "lastName"]) expect(input(name)).toMatch(/\srequired=""/);
  for (const name of ["birthDate", "birthTime", "birthPlace"]) {
    expect(input(name)).not.toBe("");
    expect(input(name)).not.toMatch(/\srequired/);
  }
});

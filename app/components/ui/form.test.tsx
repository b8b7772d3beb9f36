// A form on a page served without the framework is a plain <form> whose action is the one React
// Router's <Form> computes: compared with the router's own on the same routes and addresses.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Form } from "./form";
import { DocumentHydrates } from "./link";

function forms(hydrates: boolean, url: string) {
  const Page = () => (
    <DocumentHydrates.Provider value={hydrates}>
      <Form method="post" className="card" data-chart-form="">
        <button type="submit">Save</button>
      </Form>
      <Form method="post" action="/logout" reloadDocument>
        <button type="submit">Logout</button>
      </Form>
      <Form method="get" preventScrollReset>
        <input name="place" />
      </Form>
    </DocumentHydrates.Provider>
  );
  const Stub = createRoutesStub([
    { index: true, Component: Page },
    { path: "/profile", Component: Page },
    { path: "/settings/email", Component: Page },
  ]);
  return renderToString(<Stub initialEntries={[url]} />);
}

const formTags = (html: string) =>
  [...html.matchAll(/<form([^>]*)>/g)].map(([, attributes]) => ({
    action: /action="([^"]*)"/.exec(attributes!)?.[1],
    method: /method="([^"]*)"/.exec(attributes!)?.[1],
  }));

describe("Form", () => {
  const urls = ["/", "/?tab=birth", "/?index&tab=daily", "/profile", "/profile?tab=compatibility&person=2", "/profile?index=&x=1", "/settings/email?focus=phone"];

  it.each(urls)("posts where the router's form would, from %s", (url) => {
    const plain = formTags(forms(false, url));
    expect(plain).toEqual(formTags(forms(true, url)));
    expect(plain).toHaveLength(3);
  });

  it("sends an index route's post to that route, and keeps the other attributes", () => {
    const html = forms(false, "/?tab=birth");
    expect(formTags(html)[0]).toEqual({ action: "/?index&amp;tab=birth", method: "post" });
    expect(html).toContain('<form class="card" data-chart-form="" action="/?index&amp;tab=birth" method="post">');
    expect(formTags(html)[2]).toEqual({ action: "/?index&amp;tab=birth", method: "get" });
    // None of the router's own attributes (its discovery marker) on a plain form.
    expect(html).not.toContain("data-discover");
  });
});

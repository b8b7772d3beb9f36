// Links on a page served without the framework are plain anchors; on a hydrating page, the router's.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DocumentHydrates, Link } from "./link";

function render(hydrates: boolean) {
  const Stub = createRoutesStub([
    {
      path: "/settings/email",
      Component: () => (
        <DocumentHydrates.Provider value={hydrates}>
          <Link to="/pricing" className="btn" prefetch="intent" reloadDocument>
            Pricing
          </Link>
          <Link to="?tab=birth&edit=1">Edit</Link>
          <Link to="../profile">Profile</Link>
        </DocumentHydrates.Provider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/settings/email"]} />);
}

describe("Link", () => {
  it("is a plain anchor on a page without the framework, with the router's resolution for relative paths", () => {
    const html = render(false);
    expect(html).toContain('<a href="/pricing" class="btn">Pricing</a>');
    expect(html).toContain('<a href="?tab=birth&amp;edit=1">Edit</a>');
    // A path relative to the route is the router's to resolve (the browser would read it against the URL).
    expect(html).toMatch(/<a href="\/profile"[^>]*>Profile<\/a>/);
  });

  it("is the router's link on a hydrating page", () => {
    const html = render(true);
    expect(html).toMatch(/<a[^>]*href="\/pricing"[^>]*data-discover="true"[^>]*>Pricing<\/a>|<a[^>]*data-discover="true"[^>]*href="\/pricing"[^>]*>Pricing<\/a>/);
  });
});

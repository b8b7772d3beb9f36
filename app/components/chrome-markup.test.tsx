// The frame of a page served without the framework is written as markup on the server
// (chrome-markup.server.ts, handed to the components by the entry). Each part is rendered here both
// ways, by its components (no markup provided, as in the browser) and from the markup, for every kind
// of member and state they show, and must be the same bytes.
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Theme } from "~/domain/theme";
import type { RootUser } from "~/root-data";
import { ChromeMarkupContext } from "./chrome";
import { chromeMarkup } from "./chrome-markup.server";
import { PreferencesDialogPlain } from "./preferences-dialog";
import { SiteFooter } from "./site-footer";
import { AppHeader } from "./site-header";
import { Toaster } from "./toaster";
import { DocumentHydrates } from "./ui/link";

/** As the server renders it on a page that does not hydrate, at `url`: from the markup, or by the components. */
async function render(node: ReactNode, url = "/profile?tab=sun", markup: "markup" | "components" = "markup") {
  const provided = markup === "markup" ? chromeMarkup : null;
  const Stub = createRoutesStub([
    {
      path: "/profile",
      Component: () => (
        <ChromeMarkupContext.Provider value={provided}>
          <DocumentHydrates.Provider value={false}>{node}</DocumentHydrates.Provider>
        </ChromeMarkupContext.Provider>
      ),
    },
  ]);
  const { prelude } = await prerenderToNodeStream(<Stub initialEntries={[url]} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function member(overrides: Partial<RootUser> = {}): RootUser {
  return {
    id: "u1",
    email: "ada@example.test",
    displayName: "Ada",
    username: null,
    firstName: "Ada",
    premium: false,
    isAdmin: false,
    sendDailyInsights: false,
    emailDailyInsights: false,
    smsDailyInsights: false,
    deliveryTime: "08:00",
    ...overrides,
  } as unknown as RootUser;
}

const awkward = { displayName: `<Ada & "Bo'b">`, username: `<Ada & "Bo'b">`, email: "a&b<c>@example.test" };

const members: RootUser[] = [
  member(),
  member({ premium: true }),
  member({ premium: true, isAdmin: true, sendDailyInsights: true, emailDailyInsights: true }),
  member({ premium: true, sendDailyInsights: true, smsDailyInsights: true, deliveryTime: "18:00" }),
  member({ premium: true, sendDailyInsights: false, emailDailyInsights: true, smsDailyInsights: true, deliveryTime: "06:00" }),
  member({ isAdmin: true, firstName: "", username: null }),
  member({ ...awkward, premium: true, emailDailyInsights: true }),
  member({ ...awkward, firstName: "Grace", username: null }),
];

describe("the frame written as markup", () => {
  it("the header: the same as its components for every member, at any address", async () => {
    for (const user of members) {
      for (const url of ["/profile?tab=sun", "/profile", "/profile?tab=compatibility&person=p1&q=%3Cb%3E"]) {
        const markup = await render(<AppHeader user={user} />, url);
        expect(markup, `${user.displayName} at ${url}`).toBe(await render(<AppHeader user={user} />, url, "components"));
      }
    }
    // The theme switch returns to the page it was sent from, query and all.
    expect(await render(<AppHeader user={members[0]!} />, "/profile?tab=daily&x=1")).toContain('name="redirectTo" value="/profile?tab=daily&amp;x=1"');
  });

  it("the Preferences dialog: the same as its fields for every member and theme", async () => {
    let compared = 0;
    for (const user of members) {
      for (const theme of [null, "light", "dark"] as (Theme | null)[]) {
        expect(await render(<PreferencesDialogPlain user={user} theme={theme} />), `${user.displayName}, ${theme}`).toBe(await render(<PreferencesDialogPlain user={user} theme={theme} />, undefined, "components"));
        compared++;
      }
    }
    expect(compared).toBe(24);
  });

  it("the toast templates: an empty toast of each variant, as the toast itself is drawn", async () => {
    expect(await render(<Toaster flashed={null} templates />)).toBe(await render(<Toaster flashed={null} templates />, undefined, "components"));
  });

  it("the footer: the same as its links, with the source address escaped", async () => {
    for (const sourceUrl of ["https://github.com/three-skies/three-skies", "https://example.test/src?a=1&b=<2>"]) {
      expect(await render(<SiteFooter sourceUrl={sourceUrl} />)).toBe(await render(<SiteFooter sourceUrl={sourceUrl} />, undefined, "components"));
    }
  });
});

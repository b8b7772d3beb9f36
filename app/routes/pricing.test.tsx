// The pricing page as the server renders it: the Premium card names everything Premium gives, beside
// the specification's prices, billing toggle and four questions.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import Pricing from "./pricing";
import { viewMessages } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { rootData } from "../../tests/support/form-markup";

function render(locale: Locale = "en") {
  const page = { interval: "monthly", priceIds: { monthly: "price_monthly", yearly: "price_yearly" }, signedIn: false, payments: "stripe", messages: viewMessages(locale, "pricing") };
  const Stub = createRoutesStub([{ id: "root", path: "/", children: [{ id: "routes/pricing", path: "pricing", Component: Pricing }] }]);
  return renderToString(<Stub initialEntries={["/pricing"]} hydrationData={{ loaderData: { root: rootData(locale, { user: null }), "routes/pricing": page } }} />);
}

/** The words of some markup, as a reader gets them. */
function words(html: string) {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("/pricing", () => {
  it("names the PDF reports, the saved people and the notifications in the Premium card", () => {
    const html = render();
    const card = /<section[^>]*aria-labelledby="plan-premium"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
    const premium = words(card);
    expect(premium).toContain("$14.99");
    expect(premium).toContain("Your natal chart as a designed PDF report");
    expect(premium).toContain("Every compatibility report as a PDF");
    expect(premium).toContain("Your people: save the people you compare yourself with");
    expect(premium).toContain("A fuller daily notification");
    expect(premium).toContain("Your daily reading by email, text message or both");
    // The specification's toggle and four questions are still there.
    expect(words(html)).toMatch(/Monthly Yearly Save 34 ?%/);
    expect(html.match(/<details/g)).toHaveLength(4);
  });

  it("writes the prices the language's way, in its own words", () => {
    const html = words(render("pt-BR"));
    expect(html).toContain("US$ 14,99");
    expect(html).toContain("economiza US$ 60,88 em relação a doze pagamentos mensais");
    expect(html).toMatch(/Mensal Anual Economize 34 ?%/);
    expect(words(render("en"))).toContain("which saves $60.88 compared with twelve monthly payments");
  });
});

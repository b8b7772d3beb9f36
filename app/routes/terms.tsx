import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { env } from "~/env.server";
import { PLANS } from "~/schemas/billing";
import { publicCacheHeaders } from "~/services/blog.server";

// Text only: no framework JavaScript; the same page for everyone, so the page cache may keep it.
export const handle = { hydrate: false };

/** When these terms last changed in substance. */
export const TERMS_UPDATED = "2026-11-25";

export const meta: Route.MetaFunction = () => [
  { title: "Terms of Service - Three Skies" },
  { name: "description", content: "The terms of using Three Skies: your account, Premium and its billing, fair use, and what astrology readings are and are not." },
];

export const loader = async ({ request }: Route.LoaderArgs) => data({ supportEmail: env().SUPPORT_EMAIL }, { headers: publicCacheHeaders(request) });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Terms({ loaderData }: Route.ComponentProps) {
  const mail = loaderData.supportEmail;
  return (
    <LegalPage
      title="Terms of Service"
      updated={TERMS_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and Three Skies when you create an account or subscribe. They are short on purpose; the{" "}
          <Link to="/privacy" className="link">
            Privacy Policy
          </Link>{" "}
          explains what happens to your data.
        </p>
      }
    >
      <h2 id="service">What Three Skies is</h2>
      <p>
        Three Skies computes natal charts from the birth details you give and writes readings from them in three traditions: Western,
        Chinese and Vedic. The planetary positions are calculated carefully; the readings are interpretation, offered for reflection and
        enjoyment. They are not medical, legal, financial or psychological advice, and no decision that matters should rest on them alone.
      </p>

      <h2 id="account">Your account</h2>
      <ul>
        <li>You must be at least 16 years old to create an account.</li>
        <li>Give your real email address and confirm it with the link we send; one account per person.</li>
        <li>Keep your password to yourself. You are responsible for what is done with your account until you tell us it was compromised.</li>
        <li>Enter birth details for someone else, such as a partner in a compatibility report, only with their agreement.</li>
      </ul>

      <h2 id="premium">Premium and billing</h2>
      <ul>
        <li>
          Premium costs {PLANS.monthly.price} a month or {PLANS.yearly.price} a year, charged in advance by our payment provider, Stripe, and
          renewed automatically at the end of each period until you cancel.
        </li>
        <li>
          Cancel at any time in Settings. Premium then stays until the end of the period you have paid for, and you are not charged again. A
          period that has already started is not refunded, except where the law of your country gives you a right to a refund.
        </li>
        <li>If we change the price, we tell you by email before it applies to your next renewal, and you can cancel before then.</li>
      </ul>

      <h2 id="fair-use">Fair use</h2>
      <p>
        Use Three Skies for yourself and the people you read charts for. Do not try to get into other members&apos; accounts, overload the
        service, scrape it in bulk, or use it to send messages to people who did not ask for them. We may limit or close an account that
        does; we will tell you why by email unless the law prevents it.
      </p>

      <h2 id="content">Your content and ours</h2>
      <p>
        What you enter stays yours; you let us store and process it only to provide the service. The readings and articles on Three Skies are
        ours to publish. The software is free software under the GNU Affero General Public License 3.0, and its source is published.
      </p>

      <h2 id="ending">Ending the agreement</h2>
      <p>
        You can delete your account at any time from Settings &rarr; &ldquo;Delete my account&rdquo;; that cancels an active subscription at
        once and erases your data as the Privacy Policy describes. We may end the service for an account that breaks these terms, or close
        Three Skies altogether with at least 30 days&apos; notice by email, in which case unused prepaid time is refunded.
      </p>

      <h2 id="liability">Liability</h2>
      <p>
        We work to keep Three Skies available and correct, but we cannot promise it will never be interrupted. To the extent the law allows,
        our liability for any claim about the service is limited to what you paid us in the twelve months before it. Nothing in these terms
        limits rights that consumer law in your country gives you and that cannot be waived.
      </p>

      <h2 id="changes">Changes and contact</h2>
      <p>
        When these terms change, the date at the top changes too, and members are told by email of any change that affects them before it
        applies. Questions: <a href={`mailto:${mail}`} className="link">{mail}</a>.
      </p>
    </LegalPage>
  );
}

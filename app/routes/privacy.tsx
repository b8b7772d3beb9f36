import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { env } from "~/env.server";
import { publicCacheHeaders } from "~/services/blog.server";

// Text only: no framework JavaScript; the same page for everyone, so the page cache may keep it.
export const handle = { hydrate: false };

/** When this text last changed in substance. */
export const PRIVACY_UPDATED = "2026-11-27";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy - Three Skies" },
  { name: "description", content: "What Three Skies keeps about you, why, which providers receive it, how long it is kept and how to download or delete it." },
];

export const loader = async ({ request }: Route.LoaderArgs) => data({ supportEmail: env().SUPPORT_EMAIL }, { headers: publicCacheHeaders(request) });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const mail = loaderData.supportEmail;
  return (
    <LegalPage
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro={
        <p>
          Three Skies reads your birth chart, and a birth chart starts from something personal: the date, time and place you were born. This page
          says plainly what we keep, why we keep it, who else sees it, for how long, and how you can take it with you or have it erased.
        </p>
      }
    >
      <h2 id="collect">What we collect</h2>
      <h3>Your account</h3>
      <p>
        Your first and last name, your email address, an optional display name, and your password, which we store only as a salted scrypt
        hash that cannot be turned back into the password. We record when your email address was confirmed and the wording you agreed to
        when it was.
      </p>
      <h3>Your birth data</h3>
      <p>
        The date of birth, the time if you know it, and the place you type, with the latitude and longitude we look up for it. From these we
        compute your Western, Chinese and Vedic charts and keep the result, so your chart loads quickly and stays the same between visits.
        Many people consider birth details sensitive; we treat them that way and use them only to make your readings.
      </p>
      <h3>Partner details in compatibility reports</h3>
      <p>
        A Premium compatibility report needs the other person&apos;s name and birth date, time and place. Please ask them first. We do not
        store the report or the partner&apos;s details: the report is computed when you ask for it, and the download link carries the details
        in a signed form so the file can be made again without saving them. We only log when each report was made, to apply the daily
        allowance.
      </p>
      <h3>Your people</h3>
      <p>
        With Premium you can keep the people you read charts for: a name, how they relate to you, and their birth date, time and place. You
        confirm that each person agreed before we keep their details, and we record when you did. They stay until you remove the person or
        delete your account.
      </p>
      <h3>Your chart card, if you publish one</h3>
      <p>
        In Settings you can publish a card of your chart at an address made of random characters. Anyone you give the address to can open it
        without an account, and so can anyone they pass it on to: it shows the name you choose, your Sun, Moon and rising signs, your Chinese
        year, your nakshatra and your chart wheel, and your birth date, time or place only if you tick each one. While any of these stays
        hidden the wheel places the planets by sign only; the signs still narrow a birth to a day or two of its year (and the rising sign to
        about two hours) for anyone who works them back. With all three shown the wheel gives each planet's exact degree. We ask search engines not to list cards. Unpublishing removes the card and
        its picture at once; copies that other sites made of the link preview while it was published are theirs to remove.
      </p>
      <h3>Your readings and delivery settings</h3>
      <p>
        The daily readings we write for you, whether you want them by email, by text message or not at all, your phone number if you give
        one, the hour and time zone for delivery, a log of each delivery attempt, and copies of the messages we send you.
      </p>
      <p>
        For each device you turn notifications on for: the name you gave it, the address its browser&apos;s push service gave us for it,
        the browser&apos;s keys we encrypt each notification with, when you added it, and when a notification last reached it or failed.
      </p>
      <h3>Payments</h3>
      <p>
        If you subscribe to Premium: your plan, its status and renewal date, and the customer and subscription references of our payment
        provider. Your card number is entered on the payment provider&apos;s page and never reaches our servers.
      </p>
      <h3>Technical data</h3>
      <p>
        Sign-in sessions (a random identifier in a cookie, kept on our side with its expiry), your theme choice, and your IP address while a
        request is handled, which we use to slow down password guessing and abuse. We use no advertising or tracking cookies.
      </p>

      <h2 id="why">Why we use it</h2>
      <ul>
        <li>To run your account and show you your charts, readings and reports: this is the service you asked for.</li>
        <li>To send daily insights by email or text message, only after you turn them on and confirm the address or number.</li>
        <li>To show your daily insight as a notification, only on the devices where you turned notifications on.</li>
        <li>To take payment for Premium and keep the accounting records the law requires.</li>
        <li>To keep the service secure: limiting sign-in attempts, confirming addresses, telling you about changes to your account.</li>
      </ul>
      <p>We do not sell your data, and we do not use it for advertising.</p>

      <h2 id="processors">Who else receives it</h2>
      <p>We use a few providers to run Three Skies. Each receives only what its job needs:</p>
      <ul>
        <li>
          <strong>Fly.io</strong> hosts the application and its database, so everything described above is stored on its servers. It also sees
          the IP address of every request.
        </li>
        <li>
          <strong>Stripe</strong> processes Premium payments. It receives your name, your email address, our reference for your account,
          the plan you chose and the card or payment details you enter on its page, and tells us whether a payment succeeded.
        </li>
        <li>
          <strong>SendGrid</strong> (Twilio) delivers our emails. It receives your email address, your first name and the content of each
          email: confirmation and password links, account notices and, if you turned them on, your daily insights.
        </li>
        <li>
          <strong>Twilio</strong> delivers text messages. It receives your phone number and the text of each message, and passes on replies
          such as STOP.
        </li>
        <li>
          <strong>Your browser&apos;s push service</strong> (Google for Chrome and Android, Mozilla for Firefox, Apple for Safari, Microsoft
          for Edge) carries the notifications of the devices where you turned them on. It receives each notification encrypted for your
          browser, so it cannot read it, and the time it was sent.
        </li>
        <li>
          <strong>OpenAI</strong>, when we use it to polish the wording of a reading, receives the astrological facts our own engine computed
          (signs, planet positions and aspects) and the draft text; for a compatibility report, also the two first names. It does not receive
          your email address, phone number, password or payment details. Administrators also use it to draft blog articles, which contain no
          member data.
        </li>
      </ul>

      <h2 id="retention">How long we keep it</h2>
      <ul>
        <li>Your account, birth data, charts, readings, the people you keep and your settings: until you delete your account.</li>
        <li>Sign-in sessions: until you sign out or the session expires (at most 30 days with &ldquo;Stay signed in&rdquo;).</li>
        <li>A device&apos;s notification subscription: until you remove it, delete your account, or its push service tells us it has ended.</li>
        <li>Password reset links: 1 hour. Email confirmation links: 24 hours. Codes texted to confirm a phone number: 10 minutes. Expired and used links and codes are then deleted.</li>
        <li>
          Payment records: Stripe keeps invoices and payment records for as long as tax and accounting law requires. When you delete your
          account we cancel any active subscription at once and keep only what accounting requires, with your name, email address and every
          other detail that identifies you removed.
        </li>
      </ul>

      <h2 id="rights">Your rights and how to use them</h2>
      <ul>
        <li>
          <strong>See and take your data:</strong> Settings &rarr; &ldquo;Download my data&rdquo; gives you a JSON file with everything we
          hold about you.
        </li>
        <li>
          <strong>Erase it:</strong> Settings &rarr; &ldquo;Delete my account&rdquo; deletes your account and its data at once and cannot be
          undone.
        </li>
        <li>
          <strong>Correct it:</strong> edit your birth details on your profile, and your name, email address and delivery settings in{" "}
          <Link to="/settings" className="link">
            Settings
          </Link>
          .
        </li>
        <li>
          <strong>Stop messages:</strong> every daily email has an unsubscribe link, you can reply STOP to any text, and you can turn either
          channel off in Settings; remove a device under &ldquo;Notifications on this device&rdquo; in Settings, or block notifications
          from Three Skies in the browser, to stop its notifications. Withdrawing consent does not affect what was sent before.
        </li>
        <li>
          <strong>Object or complain:</strong> write to us at the address below; you may also complain to the data protection authority where
          you live.
        </li>
      </ul>

      <h2 id="contact">Contact</h2>
      <p>
        Questions about your data or this policy: <a href={`mailto:${mail}`} className="link">{mail}</a>. We answer within 30 days, usually much
        sooner. When this policy changes, the date at the top changes with it.
      </p>
    </LegalPage>
  );
}

import { useT } from "~/i18n/use-t";

/** A field people never see and scripts often fill: the action refuses submissions that fill it. */
export const HONEYPOT_FIELD = "website";

export function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {useT()("auth.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

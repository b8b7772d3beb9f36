import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { AdminUserRow, UserPickerData } from "~/services/admin.server";
import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-t";

const fullName = (user: Pick<AdminUserRow, "firstName" | "lastName">) => `${user.firstName} ${user.lastName}`.trim();
export const userLabel = (user: Pick<AdminUserRow, "firstName" | "lastName" | "email">) => (fullName(user) ? `${fullName(user)} (${user.email})` : user.email);

/** The tabs' words, and `say` for their forms' messages: the checks run in the browser (English, the schema's) in the admin's language, from the loader's messages. */
export function useAdminText() {
  const t = useT();
  return { t, say: (errors?: string[]) => errors?.map((error) => t(error)) };
}

/** The picker's address: the search, the page and the chosen user, each only when set. */
const pickerLink = (q: string, offset: number, userId = "") =>
  `?${new URLSearchParams(Object.entries({ q, offset: offset > 0 ? String(offset) : "", userId }).filter(([, value]) => value))}`;

/** Picks one user through a server-side search (GET ?q=&offset=), never a list of every user; choosing is a link (?userId=). */
export function UserPicker({ picker }: { picker: UserPickerData }) {
  const { q, offset, pageSize, users, hasMore, selected, selectedMissing } = picker;
  const t = useT();
  return (
    <Section id="user-picker" title={t("manage.pickUser")} titleClassName="text-lg font-semibold">
      <Form method="get" role="search" className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <label htmlFor="user-search" className="label">
            {t("manage.searchLabel")}
          </label>
          <input id="user-search" type="search" name="q" defaultValue={q} className="input" placeholder={t("manage.searchExample", { email: "jane@example.com" })} maxLength={200} />
        </div>
        <button type="submit" className="btn-outline">
          {t("manage.search")}
        </button>
      </Form>

      {users.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{q ? t("manage.noMatch", { q }) : t("manage.noUsers")}</p>
      ) : (
        <div className="mt-4">
          <h3 id="user-picker-list" className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t(q ? "manage.usersMatching" : "manage.users", { q, first: offset + 1, last: offset + users.length })}
          </h3>
          {/* Each user is a link (a GET with ?userId=): one click selects, with or without JavaScript. */}
          <ul
            aria-labelledby="user-picker-list"
            className="mt-2 max-h-72 divide-y divide-night-100 overflow-y-auto rounded-lg border border-night-200 dark:divide-night-900 dark:border-night-800"
          >
            {users.map((user) => {
              const isSelected = selected?.id === user.id;
              return (
                <li key={user.id}>
                  <Link
                    to={pickerLink(q, offset, user.id)}
                    preventScrollReset
                    replace
                    aria-current={isSelected ? "true" : undefined}
                    data-user-option={user.email}
                    className={`flex items-center gap-3 px-3 py-2 text-sm transition-colors ${
                      isSelected ? "bg-night-100 dark:bg-night-900" : "hover:bg-night-50 dark:hover:bg-night-950"
                    }`}
                  >
                    <span
                      aria-hidden="true"
                      className={`grid size-4 shrink-0 place-items-center rounded-full border ${
                        isSelected ? "border-night-700 dark:border-gold-300" : "border-slate-400 dark:border-slate-500"
                      }`}
                    >
                      {isSelected ? <span className="size-2 rounded-full bg-night-700 dark:bg-gold-300" /> : null}
                    </span>
                    <span className="flex-1">
                      <span className="font-medium">{fullName(user) || "—"}</span>{" "}
                      <span className="text-slate-600 dark:text-slate-300">{user.email}</span>
                      {isSelected ? <span className="sr-only"> {t("manage.selectedMark")}</span> : null}
                    </span>
                    {user.emailVerified ? null : (
                      <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">{t("manage.unconfirmed")}</span>
                    )}
                    {user.isAdmin ? (
                      <span className="rounded-full bg-gold-300/40 px-2 py-0.5 text-xs font-semibold text-gold-700 dark:bg-gold-400/20 dark:text-gold-300">{t("manage.admin")}</span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          {offset > 0 || hasMore ? (
            <nav aria-label={t("manage.userPages")} className="mt-3 flex justify-end gap-2 text-sm">
              {offset > 0 ? (
                <Link className="btn-ghost" to={pickerLink(q, Math.max(0, offset - pageSize))}>
                  {t("manage.previous")}
                </Link>
              ) : null}
              {hasMore ? (
                <Link className="btn-ghost" to={pickerLink(q, offset + pageSize)}>
                  {t("manage.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      )}

      <div aria-live="polite" className="mt-4 rounded-lg bg-night-50 p-3 text-sm dark:bg-night-950">
        {selected ? (
          <p>
            <span className="font-semibold">{t("manage.selectedUser")}</span> <span data-testid="selected-user">{userLabel(selected)}</span>
            {selected.isAdmin ? ` · ${t("manage.admin")}` : ""}
            {` · ${t(selected.emailVerified ? "manage.emailConfirmed" : "manage.emailNotConfirmed")}`}
          </p>
        ) : selectedMissing ? (
          <p>{t("manage.userGone")}</p>
        ) : (
          <p>{t("manage.noUserSelected")}</p>
        )}
      </div>
    </Section>
  );
}

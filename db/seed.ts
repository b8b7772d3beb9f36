// `npm run db:seed`: development data — an admin, a demo user (premium, with a chart) and the
// starter blog articles. Safe to run again: existing accounts and posts are left alone. The accounts'
// addresses are development addresses nobody can open, so they start confirmed.
import { closeDb, startDatabase } from "~/db.server";
import { findUserByEmail, insertUser } from "~/models/user.server";
import { hashPassword } from "~/services/password.server";
import { seedPosts } from "./seed-posts";

const accounts = [
  { email: "admin@threeskies.test", password: "stargazer-admin", firstName: "Ada", lastName: "Admin", isAdmin: 1, subscriptionTier: "premium" },
  { email: "demo@threeskies.test", password: "stargazer-demo", firstName: "Dora", lastName: "Demo", isAdmin: 0, subscriptionTier: "premium" },
] as const;

async function main() {
  startDatabase();
  const created: string[] = [];
  let adminId: string | null = null;
  for (const account of accounts) {
    let user = await findUserByEmail(account.email);
    if (!user) {
      user = await insertUser({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        isAdmin: account.isAdmin,
        subscriptionTier: account.subscriptionTier,
        timezone: "Europe/London",
        emailVerifiedAt: new Date().toISOString(),
      });
      created.push(account.email);
      if (account.email.startsWith("demo")) {
        const { saveProfile } = await import("~/services/profile.server");
        await saveProfile(user.id, {
          birthDate: "1992-03-21",
          birthTime: "06:45",
          birthPlace: "Edinburgh, Scotland, GB",
          birthLatitude: 55.9533,
          birthLongitude: -3.1883,
        } as never);
      }
    }
    if (account.isAdmin) adminId = user.id;
  }
  const posts = await seedPosts(adminId);
  console.log("Seeded Three Skies development data:");
  for (const account of accounts) console.log(`  ${account.email} / ${account.password}${account.isAdmin ? " (admin)" : ""}`);
  console.log(`  ${created.length} new accounts, ${posts} new blog posts`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// `npm run db:migrate`: applies pending migrations to DATABASE_PATH.
import { migrate, openSqlite } from "~/db.server";
import { env } from "~/env.server";

const file = env().DATABASE_PATH;
const sqlite = openSqlite(file);
const applied = migrate(sqlite);
sqlite.close();
console.log(applied.length ? `Applied ${applied.join(", ")} to ${file}` : `${file} is up to date`);

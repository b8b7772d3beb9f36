import { pingDatabase } from "~/db.server";

/** 200 only when the database answers (Fly's checks and LiteFS use this). */
export async function loader() {
  try {
    pingDatabase();
    return new Response("OK", { headers: { "Cache-Control": "no-store", "Content-Type": "text/plain" } });
  } catch (error) {
    console.error("healthcheck failed", error);
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

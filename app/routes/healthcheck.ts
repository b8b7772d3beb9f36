import { pingDatabase } from "~/db.server";

/** 200 only when the database answers (Fly's checks and LiteFS use this). */
export async function loader() {
  try {
    pingDatabase();
    // With its length, the compression middleware leaves a body this small as it is.
    return new Response("OK", { headers: { "Cache-Control": "no-store", "Content-Type": "text/plain", "Content-Length": "2" } });
  } catch (error) {
    console.error("healthcheck failed", error);
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

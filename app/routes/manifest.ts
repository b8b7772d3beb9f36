import { webAppManifest } from "~/pwa/manifest";

export function loader() {
  return new Response(JSON.stringify(webAppManifest(), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

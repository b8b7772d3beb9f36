import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Loaders and actions get the request as it came, one object for all of a request's handlers
    // (decision record 022); `routedUrl` (app/http/paths.ts) reads the address as the router routes it.
    v8_passThroughRequests: true,
  },
} satisfies Config;

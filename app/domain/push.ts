// Web push as the member sees it: a subscribed device (the settings card, GET /api/user/push-subscriptions).

export type PushDevice = {
  id: string;
  /** The name the member gave the device (may be empty). */
  deviceName: string;
  /** The push service's address of the browser: how a browser recognises its own row. */
  endpoint: string;
  createdAt: string;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
};

/** A name to suggest for this browser, from its user agent ("Firefox on Android"). */
export function suggestDeviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrome\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iPhone or iPad"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "Mac"
          : /CrOS/.test(userAgent)
            ? "ChromeOS"
            : /Linux/.test(userAgent)
              ? "Linux"
              : "";
  return system ? `${browser} on ${system}` : browser;
}

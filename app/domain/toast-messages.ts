// Toasts in the specification's words, shared by the routes that flash them and the views and page
// scripts that raise them in the browser.

/** How long a toast stays on screen (docs/product.md#constants). */
export const TOAST_DURATION_MS = 5000;

export const LOGOUT_FAILED = { title: "Logout failed", description: "Please try again" } as const;

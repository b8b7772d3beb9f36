// Toasts in the specification's words, shared by the routes that flash them.

export const LOGOUT_FAILED = { title: "Logout failed", description: "Please try again" } as const;

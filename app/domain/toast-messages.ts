// Toasts that the server flashes and the browser raises alike, in the specification's words.

export const LOGOUT_FAILED = { title: "Logout failed", description: "Please try again" } as const;

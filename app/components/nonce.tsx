import { createContext, useContext } from "react";

/** The CSP nonce of this document render (server only; browsers hide nonces from the DOM). */
export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

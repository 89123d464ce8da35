import { createContext, useContext } from "react";

/**
 * The response's CSP nonce, for the inline scripts React Router writes (Scripts,
 * ScrollRestoration). Only the server render has one; browsers hide it from the DOM anyway.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

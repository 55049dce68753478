import { createContext, useContext } from "react";

// The CSP nonce reaches components through React context on the server; in the browser it is "",
// since nothing rendered after hydration needs one.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

import { createContext } from 'react-router'

/** The CSP nonce of the current request, set by the root middleware. */
export const nonceContext = createContext<string>('')

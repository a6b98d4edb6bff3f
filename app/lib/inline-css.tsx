import { createContext, useContext } from 'react';

/** The stylesheet's text for the server render (entry.server provides it); '' in the browser. */
export const InlineCssContext = createContext('');
export const useInlineCss = () => useContext(InlineCssContext);

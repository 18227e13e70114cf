/** The package ships no type declarations; these are the lists the summariser uses. */
declare module 'stopword' {
  export const por: string[];
  export const eng: string[];
  export const spa: string[];
}

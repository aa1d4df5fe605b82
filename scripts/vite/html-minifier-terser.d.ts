/** The one function of html-minifier-terser (which ships no types) that `html-plugin.ts` calls. */
declare module 'html-minifier-terser' {
  export function minify(html: string, options: Record<string, boolean>): Promise<string>;
}

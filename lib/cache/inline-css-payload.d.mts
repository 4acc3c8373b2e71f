/** Types of ./inline-css-payload.mjs (plain JavaScript: the cache handlers load it without a compiler). */
export declare function withoutDuplicateCss(html: string): string;

/** Types of ./static-html-payload.mjs (plain JavaScript: the cache handlers load it without a compiler). */
export declare function withoutStaticMarkupCopy(html: string): string;

/** Types of ./cached-page.mjs (plain JavaScript: the cache handlers load it without a compiler). */
export declare function cachedPageHtml(html: string): string;
export declare function cachedPageEntry<T>(data: T): T;

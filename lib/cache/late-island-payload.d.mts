/** Types of ./late-island-payload.mjs (plain JavaScript: the cache handlers load it without a compiler). */
export declare const LATE_ISLAND_EXPORT: RegExp;
export declare function withoutLateIslandMarkup(html: string): string;

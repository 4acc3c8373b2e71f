/** Types of ./late-scripts.mjs (plain JavaScript: the cache handlers load it without a compiler). */
export declare const LATE_SCRIPTS_MARK: string;
export declare function lateScriptsLoader(sources: string[]): string;
export declare function withLateScripts(html: string): string;

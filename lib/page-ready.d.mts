/** Types of ./page-ready.mjs (plain JavaScript: the cache handlers load it without a compiler). */
export declare const READY_ATTRIBUTE: string;
export declare const READY_VALUE: string;
export declare const SHOPPER_INTERACTED: string;
export declare const SHOPPER_INTERACTIONS: readonly ['pointerdown', 'keydown', 'focusin', 'touchstart'];

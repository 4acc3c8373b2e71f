/** V8's explicit compile hint, on a line of its own before a chunk's code. */
export declare const COMPILE_HINT: string;
/** A chunk's source with the hint in front, once. */
export declare function withCompileHint(source: string): string;
/** Puts the hint in front of every JavaScript chunk of the build in `distDir` that lacks it. */
export declare function addCompileHintsIn(distDir: string): Promise<{ chunks: number; changed: number }>;

/** Types of scripts/turbopack-async-loaders.mjs (plain JavaScript: next.config.mjs imports it). */
export interface Loader {
  id: string;
  target: string;
  chunks: string[];
}
export function loadersIn(source: string): Loader[];
export function conflictingLoaders(sources: Map<string, string>): Map<string, { target: string; chunks: string[]; bodies: number }>;
export function unifyAsyncLoaders(sources: Map<string, string>): Map<string, string>;
export const CLIENT_CHUNK_DIRECTORY: string;
export const CHUNK_DIRECTORIES: string[];
export function readChunks(directory: string): Promise<Map<string, string>>;
export function unifyAsyncLoadersIn(distDir: string): Promise<{ loaders: number; files: number }>;

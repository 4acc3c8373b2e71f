/** Types of ./payload.mjs (plain JavaScript: the cache handlers load it without a compiler). */
export interface TextRow {
  header: [number, number];
  text: [number, number];
}
export interface Payload {
  scripts: { index: number; length: number; text: string }[];
  stream: string;
  rows: Map<string, TextRow>;
  ranges: Map<string, [number, number]>;
}
export type Edit = [number, number, string];
export declare function readPayload(html: string): Payload | null;
export declare function emptyString(payload: Payload, where: { row?: string; start?: number; end?: number }): Edit[];
export declare function withEditedPayload(html: string, payload: Payload, edits: Edit[]): string;

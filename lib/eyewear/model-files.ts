/**
 * The face model files the try-on loads (server side: app/api/showroom-models). Only the tiny face
 * detector and the tiny 68-landmark model, read from the installed @vladmandic/face-api package,
 * so nothing is copied into the repository and nothing is fetched from elsewhere at run time.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export const MODEL_FILES: Readonly<Record<string, string>> = {
  'tiny_face_detector_model-weights_manifest.json': 'application/json; charset=utf-8',
  'tiny_face_detector_model.bin': 'application/octet-stream',
  'face_landmark_68_tiny_model-weights_manifest.json': 'application/json; charset=utf-8',
  'face_landmark_68_tiny_model.bin': 'application/octet-stream',
};

const PACKAGE_DIR = path.join(process.cwd(), 'node_modules', '@vladmandic', 'face-api');

let installedVersion: Promise<string> | undefined;

/** The installed face-api version: the model URLs carry it, so a new version gets new URLs. */
export function faceApiVersion(): Promise<string> {
  installedVersion ??= readFile(path.join(PACKAGE_DIR, 'package.json'), 'utf8').then((text) => String(JSON.parse(text).version));
  return installedVersion;
}

export interface ModelFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

/** One allowed model file of the installed version, or null (any other name or version). */
export async function openModelFile(version: string, file: string): Promise<ModelFile | null> {
  const contentType = Object.hasOwn(MODEL_FILES, file) ? MODEL_FILES[file] : undefined;
  if (!contentType || version !== (await faceApiVersion())) return null;
  const location = path.join(PACKAGE_DIR, 'model', file);
  const { size } = await stat(location);
  return { body: Readable.toWeb(createReadStream(location)) as ReadableStream<Uint8Array>, contentType, size };
}

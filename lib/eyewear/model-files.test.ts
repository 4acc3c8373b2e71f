import { faceApiVersion, MODEL_FILES, openModelFile } from './model-files';

async function read(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('openModelFile', () => {
  it('serves the tiny detector and tiny landmark models of the installed face-api version', async () => {
    const version = await faceApiVersion();
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(MODEL_FILES)).toHaveLength(4);
    const manifest = await openModelFile(version, 'face_landmark_68_tiny_model-weights_manifest.json');
    expect(manifest?.contentType).toBe('application/json; charset=utf-8');
    const body = JSON.parse((await read(manifest!.body)).toString('utf8')) as Array<{ paths: string[] }>;
    // The manifest names its weights file relative to itself: the same folder of this route.
    expect(body[0].paths).toEqual(['face_landmark_68_tiny_model.bin']);
    const weights = await openModelFile(version, 'tiny_face_detector_model.bin');
    expect((await read(weights!.body)).length).toBe(weights!.size);
  });

  it('serves nothing else: another model, another version, or a path out of the folder', async () => {
    const version = await faceApiVersion();
    expect(await openModelFile(version, 'ssd_mobilenetv1_model.bin')).toBeNull();
    expect(await openModelFile(version, '../package.json')).toBeNull();
    expect(await openModelFile(version, 'toString')).toBeNull();
    expect(await openModelFile('0.0.1', 'tiny_face_detector_model.bin')).toBeNull();
  });
});

/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FRONTAL_FACE } from '@/lib/eyewear/__fixtures__/face';
import type { FaceLandmarker } from '@/lib/eyewear/face-landmarker';
import type { TryOnFrame } from '@/lib/eyewear/try-on-frames';
import { decodePhoto } from './paint-try-on';
import { TryOn } from './TryOn';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
// jsdom cannot decode pictures: the photo "decodes" into an image of a given size.
jest.mock('./paint-try-on', () => ({ ...jest.requireActual('./paint-try-on'), decodePhoto: jest.fn() }));

const FRAMES: TryOnFrame[] = [
  { sku: 'NVK-ELIN', name: 'Nordvik Elin', style: 'round', colour: '#6d1f2b', tinted: false },
  { sku: 'KST-CIRRUS', name: 'Kestrel Cirrus', style: 'aviator', colour: '#c9a44c', tinted: true },
];

const FACE_BOX = { x: 70, y: 150, width: 240, height: 240 };

/** A canvas context that records what is drawn (jsdom has none). */
function recordingContext(calls: string[]) {
  return new Proxy(
    {},
    {
      get:
        (_target, name: string) =>
        (...args: unknown[]) =>
          calls.push(`${name}(${args.filter((arg) => typeof arg === 'number').join(',')})`),
      set: (_target, name: string, value: unknown) => {
        calls.push(`${name}=${String(value)}`);
        return true;
      },
    },
  );
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

describe('TryOn', () => {
  const drawn: string[] = [];

  beforeEach(() => {
    drawn.length = 0;
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recordingContext(drawn) as never);
    (decodePhoto as jest.Mock).mockResolvedValue({ naturalWidth: 360, naturalHeight: 400 });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });

  it('finds the face in a chosen photo on the device, draws the chosen frame on it and estimates the face shape', async () => {
    const findFace = jest.fn(async () => ({ box: FACE_BOX, points: [...FRONTAL_FACE] }));
    const landmarker: FaceLandmarker = { findFace };
    const onFaceShape = jest.fn();
    render(<TryOn frames={FRAMES} onFaceShape={onFaceShape} loadLandmarker={async () => landmarker} />);
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [photo()] } });

    expect(await screen.findByText('Frame placed on your face')).toHaveAttribute('role', 'status');
    const canvas = screen.getByRole('img', { name: 'Your picture with the Nordvik Elin frame' });
    expect(canvas).toHaveAttribute('width', '360');
    expect(canvas).toHaveAttribute('data-face-box', '70,150,240,240');
    const [x, y, width] = (canvas.getAttribute('data-frame-box') ?? '').split(',').map(Number);
    expect(x).toBeGreaterThan(50);
    expect(x + width).toBeLessThan(330);
    expect(y).toBeGreaterThan(150);
    expect(drawn).toContain('strokeStyle=#6d1f2b');
    expect(onFaceShape).toHaveBeenCalledWith('oval');
    expect(screen.getByText('Face shape from your picture: Oval.')).toBeInTheDocument();

    // Another frame is drawn on the same picture, without looking for the face again.
    drawn.length = 0;
    fireEvent.click(screen.getByRole('radio', { name: 'Kestrel Cirrus' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your picture with the Kestrel Cirrus frame' })).toHaveAttribute(
        'data-frame-sku',
        'KST-CIRRUS',
      ),
    );
    expect(drawn).toContain('strokeStyle=#c9a44c');
    expect(findFace).toHaveBeenCalledTimes(1);
  });

  it('says when the photo has no face, or the model cannot be loaded', async () => {
    const { unmount } = render(<TryOn frames={FRAMES} loadLandmarker={async () => ({ findFace: async () => null })} />);
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [photo()] } });
    expect(await screen.findByText(/^No face found/)).toBeInTheDocument();
    expect(screen.getByRole('img')).not.toHaveAttribute('data-frame-box');
    unmount();

    render(<TryOn frames={FRAMES} loadLandmarker={() => Promise.reject(new Error('offline'))} />);
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [photo()] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The face finder could not be loaded.'));
  });

  it('says clearly when the camera is refused or missing, and loads no model then', async () => {
    const loadLandmarker = jest.fn();
    const getUserMedia = jest.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const { unmount } = render(<TryOn frames={FRAMES} loadLandmarker={loadLandmarker} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my camera' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("The camera can't be used: permission was refused."));
    expect(getUserMedia).toHaveBeenCalledWith({ video: expect.objectContaining({ facingMode: 'user' }), audio: false });
    unmount();

    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    render(<TryOn frames={FRAMES} loadLandmarker={loadLandmarker} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my camera' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No camera was found on this device.'));
    expect(loadLandmarker).not.toHaveBeenCalled();
  });
});

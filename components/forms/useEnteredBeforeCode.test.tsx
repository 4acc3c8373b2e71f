/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TextField } from './TextField';
import { useEnteredBeforeCode } from './useEnteredBeforeCode';

/** A form field as the forms use it: its state, and what it says it holds. */
function Email({ seen }: { seen: (value: string) => void }) {
  const [value, setValue] = useState('');
  seen(value);
  return <TextField id="email" label="Email" value={value} onChange={setValue} />;
}

function PhotoPicker({ take }: { take: (count: number) => void }) {
  const ref = useEnteredBeforeCode<HTMLInputElement>((input) => take(input.files?.length ?? 0));
  return <input ref={ref} type="file" aria-label="Photo" />;
}

/** Renders on the server, lets the shopper act on the document, then hydrates. */
async function hydrateAfter(element: ReactElement, enter: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(element);
  enter(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}

describe('useEnteredBeforeCode', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives a TextField’s state what the shopper typed before it was hydrated', async () => {
    const seen: string[] = [];
    const container = await hydrateAfter(<Email seen={(value) => seen.push(value)} />, (page) => {
      (page.querySelector('input') as HTMLInputElement).value = 'ada@example.com';
    });
    expect(seen.at(-1)).toBe('ada@example.com');
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('hands over a file chosen before hydration', async () => {
    const take = jest.fn();
    await hydrateAfter(<PhotoPicker take={take} />, (page) => {
      Object.defineProperty(page.querySelector('input'), 'files', { value: [new File(['x'], 'me.jpg')] });
    });
    expect(take).toHaveBeenCalledWith(1);
  });

  it('does nothing when the shopper entered nothing, or when the field is rendered in the browser', async () => {
    const seen: string[] = [];
    await hydrateAfter(<Email seen={(value) => seen.push(value)} />, () => {});
    expect(seen.every((value) => value === '')).toBe(true);
    const take = jest.fn();
    render(<PhotoPicker take={take} />);
    const rendered: string[] = [];
    render(<Email seen={(value) => rendered.push(value)} />);
    expect(take).not.toHaveBeenCalled();
    expect(rendered.every((value) => value === '')).toBe(true);
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, type Ref } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SHOPPER_INTERACTED } from '@/lib/page-ready.mjs';
import { noteShopperTrace } from '@/lib/state/shopper-keys';
import { lateIsland } from './LateIsland';
import { onMissingMarkup } from './missing-markup';
import { Counter, deferred } from './test-support';

/** A late counter island with its server markup ("Count 0"), rendered in the browser. */
function renderLateCounter(load: () => Promise<typeof Counter>) {
  const LateCounter = lateIsland(load);
  return render(
    <LateCounter start={0}>
      <button type="button">Count 0</button>
    </LateCounter>,
  );
}

describe('lateIsland', () => {
  afterEach(() => window.localStorage.clear());

  it('loads nothing for a first-time visitor until they interact: the server markup is already right', async () => {
    const load = jest.fn(async () => Counter);
    renderLateCounter(load);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.keyUp(document.body, { key: 'Tab' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    expect(await screen.findByRole('button', { name: 'Count 1' })).toBeInTheDocument();
  });

  it('loads at once when the shopper touched the page before it could listen (a cached page’s loader noted it)', async () => {
    const flags = window as unknown as Record<string, unknown>;
    flags[SHOPPER_INTERACTED] = true;
    try {
      const load = jest.fn(async () => Counter);
      renderLateCounter(load);
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole('button', { name: 'Count 0' })).toBeInTheDocument();
    } finally {
      delete flags[SHOPPER_INTERACTED];
    }
  });

  it('loads as soon as the shopper has something kept while the page is open (a social sign-in completing by itself)', async () => {
    const load = jest.fn(async () => Counter);
    renderLateCounter(load);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    act(() => noteShopperTrace());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('shows the server markup until the island has loaded, then the island in its place', async () => {
    // A browser with a cart of the shopper's: the island loads once the browser is idle.
    window.localStorage.setItem('cartId:uk', JSON.stringify({ value: 'c1', timeStored: Date.now() }));
    const module = deferred<typeof Counter>();
    const load = jest.fn(() => module.promise);
    renderLateCounter(load);
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Loading: the server markup stays.
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument();

    await act(async () => module.resolve(Counter));
    fireEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
  });

  it('loads at the first interaction and replays a click made on the server markup, keeping the focus', async () => {
    const module = deferred<typeof Counter>();
    const load = jest.fn(() => module.promise);
    const LateCounter = lateIsland(load);
    render(
      <LateCounter start={5}>
        <button type="button">Count 5</button>
      </LateCounter>,
    );
    const serverButton = screen.getByRole('button', { name: 'Count 5' });
    serverButton.focus();
    fireEvent.click(serverButton);
    expect(load).toHaveBeenCalled();

    await act(async () => module.resolve(Counter));
    const island = await screen.findByRole('button', { name: 'Count 6' });
    expect(island).not.toBe(serverButton);
    expect(island).toHaveFocus();
  });

  it('gives the focus to the twin in the swap’s own commit, so a key pressed before its effects run is not lost', async () => {
    // What had the focus when the island's own effects ran: they come after the commit (a frame or
    // more later on a slow phone), and a key pressed meanwhile goes to whatever has the focus.
    const focusAtEffects: Array<string | null> = [];
    function Watched({ start }: { start: number }) {
      useEffect(() => {
        const focused = document.activeElement;
        focusAtEffects.push(focused && focused !== document.body && focused.isConnected ? focused.textContent : null);
      }, []);
      return <Counter start={start} />;
    }
    const module = deferred<typeof Watched>();
    const LateWatched = lateIsland(() => module.promise);
    render(
      <LateWatched start={3}>
        <button type="button">Count 3</button>
      </LateWatched>,
    );
    const serverButton = screen.getByRole('button', { name: 'Count 3' });
    serverButton.focus();
    await act(async () => module.resolve(Watched));
    const island = await screen.findByRole('button', { name: 'Count 3' });
    expect(island).not.toBe(serverButton);
    expect(island).toHaveFocus();
    expect(focusAtEffects).toEqual(['Count 3']);
  });

  it('waits for a press that began on the server markup to end before it swaps, so the click lands', async () => {
    const LateCounter = lateIsland(async () => Counter);
    render(
      <LateCounter start={1}>
        <button type="button">Count 1</button>
      </LateCounter>,
    );
    const serverButton = screen.getByRole('button', { name: 'Count 1' });
    fireEvent.pointerDown(serverButton);
    // Loaded, but the pointer is still down on the server's button: it stays.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'Count 1' })).toBe(serverButton);

    fireEvent.pointerUp(serverButton);
    fireEvent.click(serverButton);
    expect(await screen.findByRole('button', { name: 'Count 2' })).not.toBe(serverButton);
  });
  it('carries what the shopper changed in the server markup over to the island, before the island’s effects read it', async () => {
    const seen: string[] = [];
    function Fields() {
      const form = useRef<HTMLFormElement>(null);
      useEffect(() => {
        const data = new FormData(form.current!);
        seen.push(`${data.get('quantity')} ${data.get('size')}`);
      }, []);
      return <ServerFields form={form} />;
    }
    function ServerFields({ form }: { form?: Ref<HTMLFormElement> }) {
      return (
        <form ref={form}>
          <input aria-label="Quantity" name="quantity" defaultValue="1" />
          <label>
            <input type="radio" name="size" value="m" defaultChecked /> M
          </label>
          <label>
            <input type="radio" name="size" value="l" /> L
          </label>
        </form>
      );
    }
    const module = deferred<typeof Fields>();
    const LateFields = lateIsland(() => module.promise);
    render(
      <LateFields>
        <ServerFields />
      </LateFields>,
    );
    const serverQuantity = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.focusIn(serverQuantity);
    fireEvent.change(serverQuantity, { target: { value: '3' } });
    // A radio button ticks at once, before the island is there.
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();

    await act(async () => module.resolve(Fields));
    await waitFor(() => expect(seen).toEqual(['3 l']));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).not.toBe(serverQuantity);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
  });

  describe('hydrated from the server’s page', () => {
    /** The page as the server wrote it: the island's span with its markup (the server renders `children`). */
    function serverPage(markup: React.ReactNode) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <main>
          <span style={{ display: 'contents' }}>{markup}</span>
        </main>,
      );
      document.body.append(container);
      return container;
    }
    const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

    it('leaves the markup to the browser (React hydrates the span alone), then swaps the island in at the first click and replays it', async () => {
      const container = serverPage(<button type="button">Count 5</button>);
      const serverButton = container.querySelector('button')!;
      const module = deferred<typeof Counter>();
      const LateCounter = lateIsland(() => module.promise);
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(
          container,
          <main>
            <LateCounter start={5}>
              <button type="button">Count 5</button>
            </LateCounter>
          </main>,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      // The same element, still there and not hydrated; its span is.
      expect(container.querySelector('button')).toBe(serverButton);
      expect(hydratedByReact(serverButton)).toBe(false);
      expect(hydratedByReact(serverButton.parentElement!)).toBe(true);

      serverButton.focus();
      fireEvent.click(serverButton);
      await act(async () => module.resolve(Counter));
      const island = await screen.findByRole('button', { name: 'Count 6' });
      expect(island).not.toBe(serverButton);
      expect(serverButton.isConnected).toBe(false);
      expect(island).toHaveFocus();
      container.remove();
    });

    it('carries a value typed in the unhydrated markup over to the island', async () => {
      const markup = <input aria-label="Quantity" name="quantity" defaultValue="1" />;
      const container = serverPage(markup);
      const module = deferred<(props: object) => React.ReactNode>();
      const LateField = lateIsland(() => module.promise);
      await act(async () => {
        hydrateRoot(
          container,
          <main>
            <LateField>{markup}</LateField>
          </main>,
        );
      });
      const serverQuantity = container.querySelector('input')!;
      fireEvent.focusIn(serverQuantity);
      fireEvent.change(serverQuantity, { target: { value: '4' } });
      await act(async () => module.resolve(() => <input aria-label="Quantity" name="quantity" defaultValue="1" />));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity' })).not.toBe(serverQuantity));
      expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
      container.remove();
    });
  });

  it('renders the markup itself when the page is rendered in the browser (a client-side navigation), before the browser paints', () => {
    const LateCounter = lateIsland(async () => Counter);
    const { container } = render(
      <LateCounter start={2}>
        <button type="button">Count 2</button>
      </LateCounter>,
    );
    // render() commits with act: the layout effect's second render is in the same synchronous pass.
    expect(container.querySelector('button')).toHaveTextContent('Count 2');
    expect(hydratedByReactFiber(container.querySelector('button')!)).toBe(true);
  });
});

describe('lateIsland on a cached page, whose payload has no server markup for it (lib/cache/late-island-payload.mjs)', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the server markup when hydrated without it, and loads nothing until the shopper interacts', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <span style={{ display: 'contents' }}>
          <button type="button">Count 7</button>
        </span>
      </main>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    const load = jest.fn(async () => Counter);
    const LateCounter = lateIsland(load);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <LateCounter start={7} markupInDocument />
        </main>,
        { onRecoverableError: recoverable },
      );
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(recoverable).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);

    fireEvent.click(serverButton);
    expect(await screen.findByRole('button', { name: 'Count 8' })).not.toBe(serverButton);
    container.remove();
  });

  it('loads nothing at hydration for an island that has no markup at all (the gift card cart sync)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <span style={{ display: 'contents' }} />
      </main>,
    );
    document.body.append(container);
    const load = jest.fn(async () => () => null);
    const LateSync = lateIsland(load);
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <LateSync />
        </main>,
      );
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.keyUp(document.body, { key: 'Tab' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    container.remove();
  });

  it('renders the island itself when rendered anew once its code is here (a navigation back), before the browser paints', async () => {
    const LateCounter = lateIsland(async () => Counter);
    // The first page: the shopper's tap loaded the code.
    const first = render(
      <LateCounter start={1}>
        <button type="button">Count 1</button>
      </LateCounter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Count 1' }));
    expect(await screen.findByRole('button', { name: 'Count 2' })).toBeInTheDocument();
    first.unmount();

    // Back on it, from a payload without the markup: the island is there in the same commit.
    const { container } = render(<LateCounter start={4} markupInDocument />);
    expect(container.querySelector('button')).toHaveTextContent('Count 4');
    fireEvent.click(container.querySelector('button')!);
    expect(container.querySelector('button')).toHaveTextContent('Count 5');
  });

  it('loads its code at once when rendered anew with no markup and no code yet, and asks for no refresh', async () => {
    const heard = jest.fn();
    const stop = onMissingMarkup(heard);
    const module = deferred<typeof Counter>();
    const load = jest.fn(() => module.promise);
    const LateCounter = lateIsland(load);
    const { container } = render(<LateCounter start={3} markupInDocument />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBeNull();
    await act(async () => module.resolve(Counter));
    expect(await screen.findByRole('button', { name: 'Count 3' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('has the page refreshed when its code cannot load and it has no markup to show', async () => {
    const heard = jest.fn();
    const stop = onMissingMarkup(heard);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const LateCounter = lateIsland<{ start: number }>(() => Promise.reject(new Error('offline')));
    render(<LateCounter start={3} markupInDocument />);
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    stop();
  });
});

const hydratedByReactFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

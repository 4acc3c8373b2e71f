/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { onMissingMarkup } from '@/components/app/missing-markup';
import { StaticHtmlPart } from './StaticHtmlPart';

const MARKUP = '<a href="/uk/elin.html" class="link">Elin</a><p class="price">£89.00</p>';

/** A container with the server's render of a part (with its markup, as the document has it). */
function serverRendered(key: string, as: 'div' | 'ul' | 'footer' = 'div') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StaticHtmlPart as={as} className="c" staticMarkup={MARKUP} staticMarkupKey={key} />);
  document.body.append(container);
  return container;
}

async function mount(element: React.ReactElement): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return { container, root };
}

describe('StaticHtmlPart (a static part whose cached payload has no copy of its markup)', () => {
  it('hydrates with "" as its markup and keeps what the server wrote, node for node, through later renders', async () => {
    const container = serverRendered('hydrated');
    const link = container.querySelector('a');
    const errors: unknown[] = [];
    const part = (markup: string) => <StaticHtmlPart as="div" className="c" staticMarkup={markup} staticMarkupKey="hydrated" />;
    let root: Root;
    await act(async () => {
      root = hydrateRoot(container, part(''), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.firstElementChild!.innerHTML).toBe(MARKUP);
    expect(container.querySelector('a')).toBe(link);
    // Rendered again with the same payload: nothing is written.
    await act(async () => root.render(part('')));
    expect(container.querySelector('a')).toBe(link);
  });

  it('gives a part rendered anew from that payload (a navigation back) the markup of the one it hydrated', async () => {
    const container = serverRendered('again', 'ul');
    await act(async () => {
      hydrateRoot(container, <StaticHtmlPart as="ul" className="c" staticMarkup="" staticMarkupKey="again" />);
    });
    const heard = jest.fn();
    const stop = onMissingMarkup(heard);
    const { container: again } = await mount(<StaticHtmlPart as="ul" className="c" staticMarkup="" staticMarkupKey="again" />);
    expect(again.innerHTML).toBe(`<ul class="c" data-static-markup="again">${MARKUP}</ul>`);
    stop();
    expect(heard).not.toHaveBeenCalled();
  });

  it('renders the markup it is given (a client navigation\'s payload), and asks for nothing', async () => {
    const heard = jest.fn();
    const stop = onMissingMarkup(heard);
    const { container } = await mount(<StaticHtmlPart as="footer" staticMarkup={MARKUP} staticMarkupKey="given" />);
    expect(container.innerHTML).toBe(`<footer data-static-markup="given">${MARKUP}</footer>`);
    stop();
    expect(heard).not.toHaveBeenCalled();
  });

  it("takes the server's markup when React renders the page again after a hydration error", async () => {
    const server = serverRendered('recovered', 'footer');
    const heard = jest.fn();
    const stop = onMissingMarkup(heard);
    // React renders the new tree while the server's elements are still in the document (then takes them away).
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<StaticHtmlPart as="footer" className="c" staticMarkup="" staticMarkupKey="recovered" />));
    server.remove();
    document.body.append(container);
    expect(container.innerHTML).toBe(`<footer class="c" data-static-markup="recovered">${MARKUP}</footer>`);
    stop();
    expect(heard).not.toHaveBeenCalled();
  });

  it('has the page refreshed once in its life when parts have no markup anywhere, even before anyone listens', async () => {
    // Found empty in a commit before the app's listener is there (the first render of the page).
    await mount(
      <>
        <StaticHtmlPart staticMarkup="" staticMarkupKey="never-served-1" />
        <StaticHtmlPart staticMarkup="" staticMarkupKey="never-served-2" />
      </>,
    );
    const heard = jest.fn();
    const stop = onMissingMarkup(heard);
    expect(heard).toHaveBeenCalledTimes(1);
    // A refresh that did not help is not asked for again.
    await mount(<StaticHtmlPart staticMarkup="" staticMarkupKey="never-served-3" />);
    expect(heard).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    onMissingMarkup(later)();
    expect(later).not.toHaveBeenCalled();
    stop();
  });
});

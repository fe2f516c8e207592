import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { lazyLoadMargin } from '#ds/theme/tokens.ts';
import { Image } from './Image.tsx';

/** A stand-in IntersectionObserver the test fires by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    return act(async () => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/**
 * The real observer updates state outside `act()`, as in a browser: after rendering, tell React
 * this is no act environment so it does not warn. `afterEach` switches it back.
 */
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

/** Lets the observer run a couple of frames. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

const picture = (container: Element) => {
  const img = container.querySelector('picture img') as HTMLImageElement;
  const sources = [...container.querySelectorAll('picture source')] as HTMLSourceElement[];
  return { img, sources };
};

describe('Image', () => {
  afterEach(async () => {
    actEnvironment(true);
    await cleanup();
    vi.unstubAllGlobals();
    FakeObserver.instances = [];
    window.scrollTo(0, 0);
  });

  it('always renders width and height, and offers avif then webp before the fallback', async () => {
    const { container } = await render(<Image src="/images/hero" alt="A data centre" width={1200} height={600} priority />);
    const { img, sources } = picture(container);
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('600');
    expect(sources.map((s) => [s.type, s.getAttribute('srcset')])).toEqual([
      ['image/avif', '/images/hero.avif'],
      ['image/webp', '/images/hero.webp'],
    ]);
    expect(img.getAttribute('src')).toBe('/images/hero.jpg');
    expect(img.previousElementSibling).toBe(sources[1]);
    expect(img.getAttribute('decoding')).toBe('async');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes explicit sources and sizes', async () => {
    const { container } = await render(
      <Image
        src={{ avif: '/a-640.avif 640w, /a-1280.avif 1280w', webp: '/a-640.webp 640w, /a-1280.webp 1280w', fallback: '/a.png' }}
        sizes="(max-width: 768px) 100vw, 50vw"
        alt=""
        width={1280}
        height={720}
        loading="eager"
      />,
    );
    const { img, sources } = picture(container);
    expect(sources.map((s) => s.getAttribute('srcset'))).toEqual([
      '/a-640.avif 640w, /a-1280.avif 1280w',
      '/a-640.webp 640w, /a-1280.webp 1280w',
    ]);
    expect(sources.map((s) => s.getAttribute('sizes'))).toEqual([
      '(max-width: 768px) 100vw, 50vw',
      '(max-width: 768px) 100vw, 50vw',
    ]);
    expect(img.getAttribute('src')).toBe('/a.png');
    // An eager image that is not a priority keeps the default fetch priority.
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    // Decorative: empty alt, which axe accepts.
    expect(img.getAttribute('alt')).toBe('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders priority images with their sources in the server HTML, eager and high priority', () => {
    const html = renderToString(<Image src="/images/hero" alt="Hero" width={1200} height={600} priority />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const img = doc.querySelector('picture img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/images/hero.jpg');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(doc.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe('/images/hero.avif');
    expect(doc.querySelector('noscript')).toBeNull();
  });

  it('server-renders lazy images without sources, with a <noscript> copy that has them', () => {
    const html = renderToString(<Image src="/images/rack" alt="Server rack" width={800} height={533} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const img = doc.querySelector('body > picture img') as HTMLImageElement;
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('533');
    expect(doc.querySelector('body > picture source[srcset]')).toBeNull();
    // DOMParser parses with scripting off, so the <noscript> content is markup here, as for a reader without JS.
    const noscriptImg = doc.querySelector('noscript picture img');
    expect(noscriptImg?.getAttribute('src')).toBe('/images/rack.jpg');
    expect(noscriptImg?.getAttribute('loading')).toBe('lazy');
    expect(noscriptImg?.getAttribute('width')).toBe('800');
    expect(doc.querySelector('noscript source[type="image/avif"]')?.getAttribute('srcset')).toBe('/images/rack.avif');
  });

  it('sets the sources of a lazy image when the observer, with the spec margin, reports it near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = await render(<Image src="/images/rack" alt="Server rack" width={800} height={533} />);
    const { img, sources } = picture(container);
    expect(img.hasAttribute('src')).toBe(false);
    expect(sources.every((s) => !s.hasAttribute('srcset'))).toBe(true);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.dataset.state).toBe('pending');
    // The box is reserved while pending.
    expect(img.getBoundingClientRect().height).toBeGreaterThan(0);

    const observer = FakeObserver.instances.at(-1) as FakeObserver;
    expect(observer.options?.rootMargin).toBe(lazyLoadMargin);
    expect(observer.options?.rootMargin).toBe('0px 500px 700px 0px');
    expect(observer.options?.scrollMargin).toBe('0px 500px 700px 0px');
    expect(observer.targets).toEqual([img]);

    // Not yet near: nothing happens.
    await observer.fire(false);
    expect(img.hasAttribute('src')).toBe(false);

    await observer.fire(true);
    expect(img.getAttribute('src')).toBe('/images/rack.jpg');
    expect(sources.map((s) => s.getAttribute('srcset'))).toEqual(['/images/rack.avif', '/images/rack.webp']);
    expect(img.dataset.state).toBe('ready');
    // The observer has decided; native lazy loading must not hold the request back again.
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(observer.disconnected).toBe(true);
  });

  it('does not create <img> elements for the <noscript> copy in the browser', async () => {
    const { container } = await render(<Image src="/images/rack" alt="Server rack" width={800} height={533} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('loads a lazy image as it scrolls within 700 px below the viewport, not before', async () => {
    const { container } = await render(
      <>
        <div style={{ height: `${window.innerHeight + 1500}px` }} />
        <Image src="/images/rack" alt="Server rack" width={400} height={300} />
      </>,
    );
    actEnvironment(false);
    const { img } = picture(container);
    // 800 px below the fold: outside the 700 px margin.
    window.scrollTo(0, 700);
    await settle();
    expect(img.getBoundingClientRect().top - window.innerHeight).toBe(800);
    expect(img.hasAttribute('src')).toBe(false);
    // 600 px below the fold: inside the margin, though not yet visible.
    window.scrollTo(0, 900);
    await expect.poll(() => img.getAttribute('src')).toBe('/images/rack.jpg');
    expect(img.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
  });

  it('loads images in a sideways carousel within 500 px to the right, not before', async () => {
    const { container } = await render(
      <div style={{ display: 'flex', width: '300px', overflowX: 'auto' }} data-testid="carousel">
        <div style={{ flex: '0 0 300px', height: '100px' }} />
        <div style={{ flex: '0 0 300px' }}>
          <Image src="/images/a" alt="Near" width={300} height={100} />
        </div>
        <div style={{ flex: '0 0 600px' }} />
        <div style={{ flex: '0 0 300px' }}>
          <Image src="/images/b" alt="Far" width={300} height={100} />
        </div>
      </div>,
    );
    actEnvironment(false);
    const [near, far] = [...container.querySelectorAll('picture img')] as HTMLImageElement[];
    // The first image starts right at the carousel's edge (inside 500 px), the second 1200 px away.
    await expect.poll(() => near?.getAttribute('src')).toBe('/images/a.jpg');
    await settle();
    expect(far?.hasAttribute('src')).toBe(false);
    // Scrolled by 800 px, the second image is 400 px beyond the edge.
    (container.querySelector('[data-testid="carousel"]') as HTMLElement).scrollLeft = 800;
    await expect.poll(() => far?.getAttribute('src')).toBe('/images/b.jpg');
  });

  it('keeps the aspect ratio when scaled down, before and after loading', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = await render(
      <div style={{ width: '200px' }}>
        <Image src="/images/rack" alt="Server rack" width={800} height={400} />
      </div>,
    );
    const { img } = picture(container);
    expect(img.getBoundingClientRect().width).toBe(200);
    expect(img.getBoundingClientRect().height).toBe(100);
  });
});

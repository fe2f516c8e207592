import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { type ComparisonRow, ComparisonTable } from './ComparisonTable.tsx';

const rows: ComparisonRow[] = [
  { id: 'price', feature: 'Price, 2 vCPU / 4 GB', ours: '$12/mo', theirs: '$24/mo' },
  { id: 'traffic', feature: 'Included traffic', ours: '4 TB', theirs: '1 TB' },
  { id: 'ipv6', feature: 'Free IPv6', ours: true, theirs: false },
  { id: 'backups', feature: 'Daily backups', ours: true, theirs: true },
];

const example = (
  <ComparisonTable
    id="compare"
    caption="Cloud servers compared with Provider X"
    columns={{ feature: 'Feature', ours: 'Our cloud', theirs: 'Provider X' }}
    rows={rows}
    yesLabel="Included"
    noLabel="Not included"
    source={
      <>
        Source: <a href="https://example.com/pricing">Provider X pricing page</a>
      </>
    }
    date="Prices checked on 2 June 2025"
    dateTime="2025-06-02"
  />
);

describe('ComparisonTable', () => {
  afterEach(async () => {
    await cleanup();
    await page.viewport(1280, 800);
  });

  it('renders a captioned table with column and row headers, without axe violations', async () => {
    const { container } = await render(example);
    expect(container.querySelector('caption')?.textContent).toBe('Cloud servers compared with Provider X');
    expect([...container.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Feature', 'col'],
      ['Our cloud', 'col'],
      ['Provider X', 'col'],
    ]);
    expect([...container.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent)).toEqual(
      rows.map((r) => r.feature),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders yes/no as icons with the given labels for assistive tech', async () => {
    const { container } = await render(example);
    const ipv6 = [...container.querySelectorAll('tbody tr')][2] as HTMLElement;
    const [ours, theirs] = [...ipv6.querySelectorAll('td')];
    expect(ours?.textContent).toBe('Included');
    expect(theirs?.textContent).toBe('Not included');
    expect(ours?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // The label is read, not shown; the icon shows.
    const label = ours?.querySelector('[data-value="yes"] > span') as HTMLElement;
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(getComputedStyle(ours?.querySelector('[data-value]') as Element).color).toBe('rgb(6, 118, 71)');
    expect(getComputedStyle(theirs?.querySelector('[data-value]') as Element).color).toBe('rgb(180, 35, 24)');
  });

  it('shows the source note and a machine-readable date', async () => {
    const { container } = await render(example);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/pricing');
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2025-06-02');
    expect(time?.textContent).toBe('Prices checked on 2 June 2025');
  });

  it('takes a list of sources as the source note, in HTML the browser parses as rendered', () => {
    // Server-rendered markup that the HTML parser restructures (a list inside a <p>) makes hydration fail.
    const html = renderToStaticMarkup(
      <ComparisonTable
        caption="Compared"
        columns={{ feature: 'F', ours: 'Us', theirs: 'Them' }}
        rows={rows}
        yesLabel="Yes"
        noLabel="No"
        source={
          <>
            <p>Sources:</p>
            <ol>
              <li>
                <a href="https://example.com/pricing">Provider X pricing page</a>
              </li>
            </ol>
          </>
        }
      />,
    );
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    expect(body.innerHTML).toBe(html);
    expect(body.querySelector('ol a')?.getAttribute('href')).toBe('https://example.com/pricing');
  });

  it('leaves the notes out when there are none', async () => {
    const { container } = await render(
      <ComparisonTable
        caption="Compared"
        columns={{ feature: 'F', ours: 'Us', theirs: 'Them' }}
        rows={rows}
        yesLabel="Yes"
        noLabel="No"
      />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('fits a 320 px phone with long German copy', async () => {
    await page.viewport(320, 640);
    const { container } = await render(
      <ComparisonTable
        caption="Vollständig verwaltete Kubernetes-Cluster im Vergleich"
        columns={{ feature: 'Leistungsmerkmal', ours: 'Unsere Cloud', theirs: 'Mitbewerber' }}
        rows={[
          { id: 'a', feature: 'Automatische Skalierung der Arbeitsknoten', ours: true, theirs: false },
          { id: 'b', feature: 'Steuerungsebenenverfügbarkeitsgarantie', ours: '99,95 %', theirs: 'Keine' },
        ]}
        yesLabel="Enthalten"
        noLabel="Nicht enthalten"
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    await expect.poll(() => root.scrollWidth <= root.clientWidth).toBe(true);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Prose } from './Prose.tsx';

describe('Prose', () => {
  afterEach(cleanup);

  it('renders long-form markup with highlighted code and no axe violations', async () => {
    const { container } = await render(
      <Prose
        html={`<h2 id="setup">Set up</h2><p>Run <code>nginx -t</code>:</p><pre tabindex="0"><code class="hljs language-bash"><span class="hljs-built_in">sudo</span> systemctl reload nginx <span class="hljs-comment"># apply</span></code></pre><table><thead><tr><th>Port</th></tr></thead><tbody><tr><td>443</td></tr></tbody></table>`}
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Set up');
    const pre = container.querySelector('pre') as HTMLElement;
    const comment = container.querySelector('.hljs-comment') as HTMLElement;
    // Code sits on the dark surface and its tokens are coloured, not left in the body ink.
    expect(getComputedStyle(pre).backgroundColor).toBe('rgb(11, 18, 38)');
    expect(getComputedStyle(comment).color).not.toBe(getComputedStyle(pre).color);
    expect(getComputedStyle(container.querySelector('table') as HTMLElement).overflowX).toBe('auto');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('scrolls a long code block inside itself, never its grid parent (issue 25.12)', async () => {
    const { container } = await render(
      <div style={{ display: 'grid', gap: '1rem', width: '300px' }} data-parent>
        <Prose
          html={`<pre tabindex="0"><code>curl -H "Authorization: Bearer $NUVORA_TOKEN" https://api.nuvora.cloud/v2/servers?per_page=50</code></pre>`}
        />
      </div>,
    );
    const parent = container.querySelector('[data-parent]') as HTMLElement;
    const pre = container.querySelector('pre') as HTMLElement;
    expect(parent.scrollWidth).toBeLessThanOrEqual(300);
    expect(pre.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
  });
});

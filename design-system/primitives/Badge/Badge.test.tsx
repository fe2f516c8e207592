import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Badge, type BadgeTone, Tag } from './Badge.tsx';

const tones: BadgeTone[] = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'];

describe('Badge', () => {
  afterEach(cleanup);

  it('renders every tone and size without axe violations', async () => {
    const { container } = await render(
      <p>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        <Badge tone="brand" size="md">
          from $4/mo
        </Badge>
      </p>,
    );
    expect(container.querySelectorAll('span')).toHaveLength(7);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('colours each tone from the palette', async () => {
    const { container } = await render(
      <p>
        <Badge tone="danger">Outage</Badge>
        <Badge tone="success">Operational</Badge>
      </p>,
    );
    const [danger, success] = [...container.querySelectorAll('span')];
    expect(getComputedStyle(danger as Element).color).toBe('rgb(180, 35, 24)');
    expect(getComputedStyle(danger as Element).backgroundColor).toBe('rgb(254, 243, 242)');
    expect(getComputedStyle(success as Element).color).toBe('rgb(6, 118, 71)');
  });
});

describe('Tag', () => {
  afterEach(cleanup);

  it('renders plain, link and removable tags without axe violations', async () => {
    const { container } = await render(
      <p>
        <Tag>Linux</Tag>
        <Tag href="/blog/tag/kubernetes/" current>
          Kubernetes
        </Tag>
        <Tag tone="brand" onRemove={() => {}} removeLabel="Remove filter Frankfurt (de-1)">
          Frankfurt (de-1)
        </Tag>
      </p>,
    );
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/blog/tag/kubernetes/');
    expect(link?.getAttribute('aria-current')).toBe('page');
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('removes by click and by keyboard through a labelled button', async () => {
    const onRemove = vi.fn();
    await render(
      <Tag onRemove={onRemove} removeLabel="Remove filter NVMe">
        NVMe
      </Tag>,
    );
    const remove = page.getByRole('button', { name: 'Remove filter NVMe' });
    await userEvent.tab();
    expect(document.activeElement).toBe(remove.element());
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
    await remove.click();
    expect(onRemove).toHaveBeenCalledTimes(2);
  });
});

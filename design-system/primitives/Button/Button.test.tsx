import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { IconArrowRight, IconServer } from '#ds/primitives/Icon/Icon.tsx';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { Button, ButtonLink } from './Button.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const variants = ['primary', 'secondary', 'ghost', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

describe('Button', () => {
  afterEach(cleanup);

  it('renders every variant and size without axe violations', async () => {
    const { container } = await render(
      <>
        {variants.flatMap((variant) =>
          sizes.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          )),
        )}
        <Button disabled>Disabled</Button>
        <Button loading>Loading</Button>
        <ButtonLink href="/signup/">Sign up</ButtonLink>
        <ButtonLink href="/signup/" disabled>
          Sign up disabled
        </ButtonLink>
      </>,
    );
    expect(container.querySelectorAll('button')).toHaveLength(14);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a type="button" by default and grows with the size prop', async () => {
    const { container } = await render(
      <>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </>,
    );
    const [sm, md, lg] = [...container.querySelectorAll('button')];
    expect(sm?.type).toBe('button');
    const height = (el?: Element) => el?.getBoundingClientRect().height ?? 0;
    expect(height(sm)).toBeGreaterThanOrEqual(36);
    expect(height(md)).toBeGreaterThanOrEqual(44);
    expect(height(lg)).toBeGreaterThanOrEqual(52);
    expect(height(sm)).toBeLessThan(height(md));
    expect(height(md)).toBeLessThan(height(lg));
  });

  it('calls onClick from the pointer and the keyboard', async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Deploy</Button>);
    const button = page.getByRole('button', { name: 'Deploy' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('shows a spinner while loading, keeps its name and focus, and blocks clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = (loading: boolean) => (
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading={loading} onClick={onClick}>
          Save changes
        </Button>
      </form>
    );
    const { container, rerender } = await render(form(false));
    const button = container.querySelector('button') as HTMLButtonElement;
    button.focus();
    await rerender(form(true));

    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(button.querySelector('[data-spinner]')?.getAttribute('aria-hidden')).toBe('true');
    // The label is still the accessible name, only made transparent.
    await expect.element(page.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    const label = button.querySelector('[data-spinner]')?.previousElementSibling as Element;
    expect(getComputedStyle(label).opacity).toBe('0');

    await userEvent.click(button, { force: true });
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    await rerender(form(false));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('[data-spinner]')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the spinner width stable: loading does not resize the button', async () => {
    const { container, rerender } = await render(<Button>Create server</Button>);
    const button = container.querySelector('button') as HTMLButtonElement;
    const before = button.getBoundingClientRect().width;
    await rerender(<Button loading>Create server</Button>);
    expect(button.getBoundingClientRect().width).toBe(before);
  });

  it('uses the native disabled state for buttons', async () => {
    const onClick = vi.fn();
    const { container } = await render(
      <Button disabled onClick={onClick}>
        Deploy
      </Button>,
    );
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('places decorative icons before and after the label', async () => {
    const { container } = await render(
      <Button leadingIcon={<IconServer />} trailingIcon={<IconArrowRight />}>
        Create server
      </Button>,
    );
    const content = container.querySelector('button > span') as Element;
    const [lead, text, trail] = [...content.childNodes];
    expect((lead as Element).getAttribute('aria-hidden')).toBe('true');
    expect((lead as Element).querySelector('svg')).not.toBeNull();
    expect(text?.textContent).toBe('Create server');
    expect((trail as Element).getAttribute('aria-hidden')).toBe('true');
    await expect.element(page.getByRole('button', { name: 'Create server' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stretches to its container when fullWidth', async () => {
    const { container } = await render(
      <div style={{ width: '300px' }}>
        <Button fullWidth>Create account</Button>
        <ButtonLink fullWidth href="/login/">
          Log in
        </ButtonLink>
      </div>,
    );
    expect(container.querySelector('button')?.getBoundingClientRect().width).toBe(300);
    expect(container.querySelector('a')?.getBoundingClientRect().width).toBe(300);
  });

  it('shows a focus ring in the focus colour', async () => {
    await render(<Button>Focus me</Button>);
    await userEvent.tab();
    const button = document.activeElement as HTMLElement;
    expect(button.tagName).toBe('BUTTON');
    expect(getComputedStyle(button).outlineColor).toBe(rgb(palette.focus));
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
  });
});

describe('ButtonLink', () => {
  afterEach(cleanup);

  it('stays a plain styled anchor with its attributes (the site header API)', async () => {
    const { container } = await render(
      <ButtonLink variant="ghost" size="sm" href="https://panel.example/login" data-reload>
        Log in
      </ButtonLink>,
    );
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://panel.example/login');
    expect(link.hasAttribute('data-reload')).toBe(true);
    await expect.element(page.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('cannot navigate when disabled: no href, aria-disabled, no click handler', async () => {
    const onClick = vi.fn();
    const { container } = await render(
      <ButtonLink href="/signup/" disabled onClick={onClick}>
        Sign up
      </ButtonLink>,
    );
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await expect.element(page.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    await userEvent.click(link, { force: true });
    expect(onClick).not.toHaveBeenCalled();
    expect(window.location.pathname).not.toBe('/signup/');
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { SearchBox, type SearchSuggestion } from './SearchBox.tsx';
import { SearchField } from './SearchField.tsx';

const suggestions: SearchSuggestion[] = [
  { id: 'a', href: '#a', label: 'Managed Kubernetes', detail: 'Clusters', kind: 'Docs' },
  { id: 'b', href: '#b', label: 'Kubernetes with Helm', kind: 'Tutorial' },
  { id: 'c', href: '#c', label: 'Kubernetes 1.34', kind: 'Blog' },
];

const setup = async (onSelect = vi.fn()) => {
  const { container } = await render(
    <SearchBox
      label="Search the site"
      submitLabel="Search"
      listLabel="Suggestions"
      action="/search/"
      suggestions={suggestions}
      status="3 suggestions"
      onSelect={onSelect}
    />,
  );
  const input = container.querySelector('input') as HTMLInputElement;
  const listbox = container.querySelector('[role="listbox"]') as HTMLElement;
  return { container, input, listbox, onSelect };
};

const activeLabel = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.querySelector('span')?.textContent;

describe('SearchBox', () => {
  afterEach(cleanup);

  it('is a labelled combobox in a GET form, list closed until something is typed', async () => {
    const { container, input, listbox } = await setup();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-label')).toBe('Search the site');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.name).toBe('q');
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/search/');
    expect(listbox.hidden).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens on typing and moves through suggestions with the arrow keys, wrapping', async () => {
    const { container, input, listbox } = await setup();
    await userEvent.click(input);
    await userEvent.keyboard('kube');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(listbox.hidden).toBe(false);
    expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(3);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    expect(activeLabel(input)).toBe('Managed Kubernetes');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeLabel(input)).toBe('Kubernetes 1.34');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeLabel(input)).toBe('Managed Kubernetes');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeLabel(input)).toBe('Kubernetes 1.34');
    expect(document.activeElement).toBe(input);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('chooses the highlighted suggestion with Enter instead of submitting', async () => {
    const { input, onSelect } = await setup();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    input.form?.addEventListener('submit', submitted);
    await userEvent.click(input);
    await userEvent.keyboard('kube{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(suggestions[1]);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('submits the query with Enter when no suggestion is highlighted', async () => {
    const { input, onSelect } = await setup();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    input.form?.addEventListener('submit', submitted);
    await userEvent.click(input);
    await userEvent.keyboard('kube{Enter}');
    expect(submitted).toHaveBeenCalledOnce();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    const { input, listbox } = await setup();
    await userEvent.click(input);
    await userEvent.keyboard('kube{ArrowDown}{Escape}');
    expect(listbox.hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('kube');
    await userEvent.keyboard('{ArrowDown}');
    expect(listbox.hidden).toBe(false);
    await userEvent.keyboard('{Escape}{Escape}');
    expect(input.value).toBe('');
  });

  it('chooses a suggestion by pointer, keeping focus in the field', async () => {
    const { input, listbox, onSelect } = await setup();
    await userEvent.click(input);
    await userEvent.keyboard('kube');
    await userEvent.click(listbox.querySelectorAll('[role="option"]')[2] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(suggestions[2]);
  });

  it('announces its status politely', async () => {
    const { container } = await setup();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('3 suggestions');
  });
});

describe('SearchField', () => {
  afterEach(cleanup);

  it('is a labelled search field in a GET form that submits without any script', async () => {
    const { container } = await render(<SearchField label="Search the site" submitLabel="Search" action="/search/" />);
    const form = container.querySelector('form') as HTMLFormElement;
    const input = container.querySelector('input') as HTMLInputElement;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/search/');
    expect(input.type).toBe('search');
    expect(input.name).toBe('q');
    expect(input.maxLength).toBe(100);
    expect(container.querySelector('search')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

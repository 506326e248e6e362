import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GlobalSearchBox } from '../../../src/features/search/GlobalSearchBox';
import {
  buildGroups,
  BLUR_CLOSE_MS,
  type SearchEntry,
  type SearchGroup,
} from '../../../src/features/search/logic';

const entry = (id: string, label: string): SearchEntry => ({
  id,
  label,
  description: `zu ${label}`,
  icon: 'screen',
  url: `/${id}`,
});

const GROUPS: SearchGroup[] = buildGroups({
  baskets: [entry('b1', 'Ibu Korb')],
  screens: [entry('s1', 'Ibu Seite'), entry('s2', 'Ibu Zweite')],
});

function setup(groups: SearchGroup[] = GROUPS) {
  const search = vi.fn(async () => groups);
  const onPick = vi.fn();
  render(<GlobalSearchBox search={search} onPick={onPick} />);
  const input = screen.getByRole('combobox', { name: 'Globale Suche' });
  return { search, onPick, input };
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};

describe('GlobalSearchBox', () => {
  it('does not search below 3 characters and grows to 250 px while focused', async () => {
    const { search, input } = setup();
    expect(input.style.width).toBe('80px');
    type(input, 'ib');
    expect(input.style.width).toBe('250px');
    await act(async () => undefined);
    expect(search).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toContain('Mindestens 3 Zeichen');
  });

  it('shows the groups from 3 characters and announces the count', async () => {
    const { search, input } = setup();
    type(input, 'ibu');
    const list = await screen.findByRole('listbox', { name: 'Suchergebnisse' });
    expect(search).toHaveBeenCalledWith('ibu');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby'))).toHaveLength(
      2,
    );
    expect(screen.getByRole('group', { name: /Warenkörbe/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Seiten/ })).toBeTruthy();
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toContain('3 Treffer');
  });

  it('moves with the arrows across groups (wrapping) and opens with Enter', async () => {
    const { input, onPick } = setup();
    type(input, 'ibu');
    await screen.findByRole('listbox');
    const activeLabel = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeLabel()).toContain('Ibu Korb');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeLabel()).toContain('Ibu Seite');
    expect(screen.getByRole('option', { name: /Ibu Seite/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeLabel()).toContain('Ibu Korb');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeLabel()).toContain('Ibu Zweite');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 's2' }));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('Escape closes, clears and takes the focus away', async () => {
    const { input, onPick } = setup();
    input.focus();
    type(input, 'ibu');
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).not.toBe(input);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
  });

  it("says 'Keine Treffer' when nothing matches", async () => {
    const { input } = setup([]);
    type(input, 'xyz');
    expect((await screen.findByTestId('global-search-no-hits')).textContent).toContain(
      'Keine Treffer',
    );
    expect(screen.getByRole('status').textContent).toContain('Keine Treffer');
  });

  it('stays open 400 ms after blur, so a click on an entry still lands', async () => {
    vi.useFakeTimers();
    try {
      const { input, onPick } = setup();
      type(input, 'ibu');
      await act(async () => undefined);
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(BLUR_CLOSE_MS - 50));
      fireEvent.click(screen.getByRole('option', { name: /Ibu Seite/ }));
      expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }));

      type(input, 'ibu');
      await act(async () => undefined);
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(BLUR_CLOSE_MS));
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('option')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Enter before the answer arrived opens its first entry once it is there', async () => {
    let answer: (groups: SearchGroup[]) => void = () => undefined;
    const search = vi.fn(
      () =>
        new Promise<SearchGroup[]>((resolve) => {
          answer = resolve;
        }),
    );
    const onPick = vi.fn();
    render(<GlobalSearchBox search={search} onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Globale Suche' });
    type(input, 'ibu');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    await act(async () => answer(GROUPS));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }));
  });
});

// The walkthrough overlay (SPEC 4, 9) in jsdom with element boxes set by hand: it shows on
// `active` with the show event and the hole on the first matching element, again after 100 ms,
// icon and arrow after 200 ms; closes on a click anywhere (hide, then hidden) or, in button mode,
// only on the done button ('Got it!'); Esc closes; focus moves into the caption; the page is
// inert behind it unless the element stays interactive, which is raised to 99999 and restored;
// no hole when nothing matches; the hole follows a resize; the tip type's box and colours.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Walkthrough, type WalkthroughSettings } from '../../../src/ui/walkthrough/Walkthrough';

let root: HTMLDivElement;
let target: HTMLButtonElement;
let box = { left: 200, top: 300, width: 100, height: 40 };

beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement('div');
  root.id = 'root';
  target = document.createElement('button');
  target.className = 'target';
  target.textContent = 'Ziel';
  const second = document.createElement('button');
  second.className = 'target';
  root.append(target, second);
  document.body.append(root);
  box = { left: 200, top: 300, width: 100, height: 40 };
  target.getBoundingClientRect = () =>
    ({ ...box, right: 0, bottom: 0, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
  second.getBoundingClientRect = () => ({ left: 0, top: 0, width: 10, height: 10 }) as DOMRect;
});

afterEach(() => {
  vi.useRealTimers();
  root.remove();
});

const base: WalkthroughSettings = {
  active: true,
  focusSelector: '.target',
  title: 'Hinweis',
  caption: 'Ein <b>Text</b>',
};

function show(
  settings: Partial<WalkthroughSettings> = {},
  events: Record<string, () => void> = {},
) {
  const props = { settings: { ...base, ...settings }, ...events };
  const view = render(<Walkthrough {...props} />, {
    container: document.body.appendChild(document.createElement('div')),
  });
  return {
    ...view,
    update: (next: Partial<WalkthroughSettings>) =>
      view.rerender(<Walkthrough {...props} settings={{ ...base, ...settings, ...next }} />),
  };
}

const holeRect = () => document.querySelector('[data-testid="walkthrough-hole"] rect');

describe('Walkthrough', () => {
  it('shows on active with the show event, a hole on the first match, the caption as a dialog', () => {
    const onShow = vi.fn();
    show({}, { onShow });
    expect(onShow).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Hinweis' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('strong')?.textContent).toBe('Text');
    // Hole padding 5 px around the first match (the second is ignored).
    expect(holeRect()?.getAttribute('x')).toBe('195');
    expect(holeRect()?.getAttribute('width')).toBe('110');
    // The backdrop is on for the transparency type.
    expect(screen.getByTestId('walkthrough-backdrop').getAttribute('fill')).not.toBe('transparent');
    expect(root.hasAttribute('inert')).toBe(true);
  });

  it('places the hole again after 100 ms, and the icon after 200 ms', () => {
    show({ icon: 'double_tap' });
    box = { ...box, left: 260 };
    expect(screen.queryByTestId('walkthrough-icon')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(holeRect()?.getAttribute('x')).toBe('255');
    expect(screen.queryByTestId('walkthrough-icon')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('walkthrough-icon').getAttribute('src')).toBe(
      '/gestures/double-tap.svg',
    );
  });

  it('follows a resize and a new focus selector', () => {
    const view = show();
    box = { ...box, top: 500 };
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(holeRect()?.getAttribute('y')).toBe('495');
    view.update({ focusSelector: '.nothing' });
    expect(screen.getByTestId('walkthrough').getAttribute('data-has-hole')).toBe('false');
  });

  it('shows without a hole when nothing matches', () => {
    show({ focusSelector: '.missing' });
    expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeTruthy();
    expect(screen.getByTestId('walkthrough').getAttribute('data-has-hole')).toBe('false');
    expect(holeRect()).toBeNull();
  });

  it('closes on a click anywhere: hide, then hidden; the page is usable again', () => {
    const order: string[] = [];
    show({}, { onHide: () => order.push('hide'), onHidden: () => order.push('hidden') });
    fireEvent.click(document.body);
    expect(order).toEqual(['hide', 'hidden']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it("in button mode closes only on the done button, 'Got it!' by default", () => {
    const onHidden = vi.fn();
    show({ useButton: true }, { onHidden });
    const done = screen.getByRole('button', { name: 'Got it!' });
    expect(document.activeElement).toBe(done);
    fireEvent.click(document.body);
    expect(onHidden).not.toHaveBeenCalled();
    fireEvent.click(done);
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc and keeps Tab inside the caption', () => {
    const onHidden = vi.fn();
    show({ useButton: true, buttonCaption: 'Alles klar' }, { onHidden });
    const done = screen.getByRole('button', { name: 'Alles klar' });
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(done);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('raises an interactive element to 99999, keeps it in the Tab order and restores it', () => {
    target.style.zIndex = '3';
    show({ interactive: true, useButton: true });
    expect(target.style.zIndex).toBe('99999');
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBeNull();
    expect(root.hasAttribute('inert')).toBe(false);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(target);
    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(target.style.zIndex).toBe('3');
  });

  it('hides without the hidden event when set inactive', () => {
    const onHidden = vi.fn();
    const view = show({}, { onHidden });
    view.update({ active: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onHidden).not.toHaveBeenCalled();
  });

  it('draws the arrow type after 200 ms', () => {
    show({ icon: 'arrow', forcedCaptionLocation: 'TOP' });
    expect(screen.queryByTestId('walkthrough-arrow')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    // jsdom lays nothing out: the caption's box is empty, so the arrow starts at its edge.
    expect(screen.queryByTestId('walkthrough-arrow')).not.toBeNull();
  });

  it('tip type: no backdrop by default, its colour, icon in front, a close button', () => {
    const onHidden = vi.fn();
    show(
      { type: 'tip', tipColor: 'WHITE', tipCloseButton: true, icon: 'swipe_left' },
      { onHidden },
    );
    expect(screen.getByTestId('walkthrough-backdrop').getAttribute('fill')).toBe('transparent');
    const tip = screen.getByRole('dialog', { name: 'Hinweis' });
    expect(tip.className).toContain('bg-white');
    expect(tip.firstElementChild?.getAttribute('src')).toBe('/gestures/swipe-left.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onHidden).toHaveBeenCalledTimes(1);
  });
});

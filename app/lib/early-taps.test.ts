// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS, replayEarlyTaps } from './early-taps';

// The inline script runs once per page; here once per file, on the same document.
new Function(EARLY_TAPS)();

// The replay retypes held text for a second (a route may reset its field meanwhile): on fake timers, run
// to the end inside each test, so no retry outlives this file's document (it did, on a loaded machine).
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  expect(vi.getTimerCount(), 'timers left running').toBe(0);
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** React's mark on an element it has hydrated (its props), as a part of the page gets it. */
const handledByReact = (root: Element) => {
  for (const el of root.querySelectorAll('*')) Object.assign(el, { __reactProps$test: {} });
};

/** What React does on hydrating: handlers arrive, and a controlled field is set back to its state. */
async function hydrate() {
  handledByReact(document.body);
  document.documentElement.dataset.hydrated = 'true';
  replayEarlyTaps();
  await vi.runAllTimersAsync();
}

describe('early taps (decision 057)', () => {
  it('holds a tap on a button until the page has hydrated, shows it waits, then taps again', async () => {
    document.body.innerHTML = '<button type="button">Add to Cart</button><a href="#x">link</a>';
    const button = document.querySelector('button')!;
    const handler = vi.fn();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');

    button.addEventListener('click', handler);
    await hydrate();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('types again what was typed before hydration, as an input event, into the field or its re-rendered twin', async () => {
    document.body.innerHTML = '<input type="email" name="email" id="_R_1_"><input type="search" placeholder="Find">';
    const [email, search] = document.querySelectorAll('input');
    email.value = 'a@b.test';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    search.value = 'Processors';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    // React renders the search box anew (a new element, another useId) and resets the e-mail to ''.
    search.replaceWith(
      Object.assign(document.createElement('input'), { type: 'search', placeholder: 'Find', id: '_r_2_' }),
    );
    email.value = '';
    const heard = vi.fn((e: Event) => (e.target as HTMLInputElement).value);
    document.addEventListener('input', heard);
    await hydrate();
    expect(heard).toHaveBeenCalledTimes(2);
    document.removeEventListener('input', heard);
    expect(email.value).toBe('a@b.test');
    expect(document.querySelector<HTMLInputElement>('input[type=search]')!.value).toBe('Processors');
  });

  it('taps a part hydrated after the page (its code still loading) only once React has it, not before', async () => {
    document.body.innerHTML = '<div id="lazy"><label><input type="checkbox"> I understand</label></div>';
    const box = document.querySelector('input')!;
    box.click();
    expect(box.checked).toBe(false);
    // The page hydrates; the lazy part's code comes 2 s later, and only then does React handle its clicks.
    const heard = vi.fn();
    setTimeout(() => {
      handledByReact(document.getElementById('lazy')!);
      box.addEventListener('click', heard);
    }, 2000);
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTaps();
    await vi.advanceTimersByTimeAsync(1900);
    expect(box.checked, 'not tapped while React cannot hear it').toBe(false);
    await vi.runAllTimersAsync();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(box.checked).toBe(true);
  });

  it('after the page has hydrated, holds a tap and text on a part React has not yet hydrated, and gives them once it has', async () => {
    document.body.innerHTML =
      '<button type="button">Menu</button><form id="lazy"><input type="password" name="password">' +
      '<label><input type="checkbox" name="sure"> I understand</label></form>';
    await hydrate(); // the whole page, then the lazy part arrives without React's props
    document.getElementById('lazy')!.innerHTML =
      '<input type="password" name="password"><label><input type="checkbox" name="sure"> I understand</label>';
    const menu = vi.fn();
    document.querySelector('button')!.addEventListener('click', menu);
    document.querySelector('button')!.click();
    expect(menu, 'a hydrated part is not held').toHaveBeenCalledTimes(1);

    const [password, sure] = document.querySelectorAll<HTMLInputElement>('#lazy input');
    password.value = 'secret-pass';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    sure.click();
    expect(sure.checked, 'held: React could not hear it').toBe(false);
    expect(sure.getAttribute('aria-busy')).toBe('true');

    // The part's code arrives 1.5 s later: React resets the field to its state and hears from then on.
    const typed = vi.fn((e: Event) => (e.target as HTMLInputElement).value);
    const tapped = vi.fn();
    setTimeout(() => {
      handledByReact(document.getElementById('lazy')!);
      password.value = '';
      password.addEventListener('input', typed);
      sure.addEventListener('click', tapped);
    }, 1500);
    await vi.advanceTimersByTimeAsync(1400);
    expect(tapped).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(typed).toHaveReturnedWith('secret-pass');
    expect(tapped).toHaveBeenCalledTimes(1);
    expect(sure.checked).toBe(true);
    expect(sure.hasAttribute('aria-busy')).toBe(false);
  });
});

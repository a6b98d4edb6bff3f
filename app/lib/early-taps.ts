/**
 * No tap or keystroke lost before the page is ready (issue 34 item 4, issue 32 item 4; decision 057).
 * The scripts start only after the first paint (decision 046), and on a slow phone React hydrates
 * seconds later: until then a button has no handler, and a controlled field typed into is reset to its
 * state ('') when React renders. EARLY_TAPS, inline in the head, runs before anything is painted:
 * until `html[data-hydrated]` it holds back taps on buttons (and check boxes, radios, submits), dims
 * them so they visibly wait, and remembers what was typed; replayEarlyTaps() then types the text
 * again (as input events React hears) and taps again, in order. Links still navigate at once. If the
 * scripts never run (20 s), taps go to the browser as before, so a form that posts still can.
 */
export const EARLY_TAPS =
  '(function(w,d){var q=w.__earlyTaps=[],v=w.__earlyValues=new Map,t0=Date.now(),' +
  'B="button,[role=button],[role=tab],[role=menuitem],input[type=submit],input[type=checkbox],input[type=radio]";' +
  'function ready(){return d.documentElement.hasAttribute("data-hydrated")||Date.now()-t0>2e4}' +
  'function hold(e,el){e.preventDefault();e.stopImmediatePropagation();' +
  'if(q.indexOf(el)<0){q.push(el);el.setAttribute("aria-busy","true");el.style.opacity=".6"}}' +
  'd.addEventListener("click",function(e){var t=e.target;if(ready()||!t.closest)return;' +
  'var l=t.closest("label"),el=t.closest(B)||(l&&l.control&&l.control.matches(B)?l:null);' +
  'if(el&&!t.closest("a[href]"))hold(e,el)},true);' +
  'd.addEventListener("submit",function(e){if(!ready())hold(e,e.target)},true);' +
  'd.addEventListener("input",function(e){var t=e.target;if(!ready()&&"value"in t)v.set(t,t.value)},true)' +
  '})(window,document)';

interface EarlyWindow {
  __earlyTaps?: HTMLElement[];
  __earlyValues?: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>;
}

/** The value setter of the element's own kind: React's tracker on the element itself would hide the change. */
function setValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What tells an element from its kin: React renders anew what it could not hydrate (a page whose server
 * and browser text differ), and a tap or text held for the old element then goes to its new twin. */
const signature = (el: Element, withId: boolean) =>
  [el.tagName, ...['type', 'name', 'placeholder', 'aria-label', withId ? 'id' : ''].map((a) => el.getAttribute(a))]
    .concat(el.matches('input,textarea,select') ? [] : [el.textContent?.trim() ?? ''])
    .join('|');

function live<T extends Element>(el: T): T | undefined {
  if (el.isConnected) return el;
  const sameKind = [...document.getElementsByTagName(el.tagName)] as T[];
  // useId names differ between a server render and a client one: without the id if need be.
  const twin = (withId: boolean) => sameKind.find((x) => signature(x, withId) === signature(el, withId));
  return twin(true) ?? twin(false);
}

/** Once React has hydrated (root layout's first effect): the text typed and the taps made meanwhile. */
export function replayEarlyTaps() {
  const w = window as EarlyWindow;
  const values = [...(w.__earlyValues ?? [])];
  const taps = (w.__earlyTaps ?? []).splice(0);
  w.__earlyValues?.clear();
  // After the render that follows hydration (useHydrated flips, forms enable): the next task.
  setTimeout(() => {
    for (const [el, value] of values) restore(el, value);
    for (const el of taps) {
      el.removeAttribute('aria-busy');
      el.style.opacity = '';
    }
    void replay(taps);
  });
}

/**
 * Types the held text again. A route below the root may still reset its field in an effect of its own
 * after this (the admin's product search sets its box from the URL once its tab mounts), so for a second
 * a field found emptied gets the text again; an emptied field is never what the shopper typed.
 */
function restore(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string, tries = 10) {
  const now = live(el);
  if (now && now.value !== value && (tries === 10 || now.value === '')) setValue(now, value);
  if (tries > 0 && value) setTimeout(() => restore(now ?? el, value, tries - 1), 100);
}

/** React keeps its props on an element it has hydrated. A part whose code is still loading (a lazy panel,
 * such as the profile's privacy tab) is hydrated after the page says it is, and a click on it meanwhile
 * was lost: React could not hydrate it then and there, and its state later undid the browser's toggle. */
const handled = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

const tick = () => new Promise((r) => setTimeout(r, 50));

async function replay(taps: HTMLElement[]) {
  for (const held of taps) {
    let el = live(held);
    // Until React has hydrated the element's part: up to 5 s, then the tap goes to the browser as it is.
    for (let i = 0; i < 100 && el && !handled(el); i++) {
      await tick();
      el = live(el);
    }
    if (!el) continue;
    // A button that waits on a render of its own (disabled until hydrated): up to a second.
    for (let i = 0; i < 20 && (el as HTMLButtonElement).disabled; i++) await tick();
    if (el instanceof HTMLFormElement) el.requestSubmit();
    else el.click();
  }
}

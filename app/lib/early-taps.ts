/**
 * No tap or keystroke lost before the page is ready (issue 34 item 4, issue 32 item 4; decision 057).
 * The scripts start only after the first paint (decision 046), and on a slow phone React hydrates
 * seconds later: until then a button has no handler, and a controlled field typed into is reset to its
 * state ('') when React renders. EARLY_TAPS, inline in the head, runs before anything is painted:
 * until `html[data-hydrated]`, and after it on a part React has not hydrated yet (a lazy part whose code
 * is still loading), it holds back taps on buttons (and check boxes, radios, submits), dims them so they
 * visibly wait, and remembers what was typed; replayEarlyTaps() then types the text again (as input
 * events React hears) and taps again, in order, each once React has its part. Links still navigate at
 * once. If the scripts never run (20 s), taps go to the browser as before, so a form that posts still can.
 */
export const EARLY_TAPS =
  '(function(w,d){var q=w.__earlyTaps=[],v=w.__earlyValues=new Map,t0=Date.now(),' +
  'B="button,[role=button],[role=tab],[role=menuitem],input[type=submit],input[type=checkbox],input[type=radio]";' +
  // Ready for this element: the page has hydrated and React has this element's part (its props on it).
  'function ready(el){if(w.__earlyPass||Date.now()-t0>2e4)return true;' +
  'if(!d.documentElement.hasAttribute("data-hydrated"))return false;' +
  'return Object.keys(el).some(function(k){return k.indexOf("__reactProps$")==0})}' +
  'function later(){if(w.__earlyReplay)w.__earlyReplay()}' +
  'function hold(e,el){e.preventDefault();e.stopImmediatePropagation();' +
  'if(q.indexOf(el)<0){q.push(el);el.setAttribute("aria-busy","true");el.style.opacity=".6";later()}}' +
  'd.addEventListener("click",function(e){var t=e.target;if(!t.closest)return;' +
  'var l=t.closest("label"),el=t.closest(B)||(l&&l.control&&l.control.matches(B)?l:null);' +
  'if(el&&!t.closest("a[href]")&&!ready(el))hold(e,el)},true);' +
  'd.addEventListener("submit",function(e){if(!ready(e.target))hold(e,e.target)},true);' +
  'd.addEventListener("input",function(e){var t=e.target;if("value"in t&&!ready(t)){v.set(t,t.value);later()}},true)' +
  '})(window,document)';

interface EarlyWindow {
  __earlyTaps?: HTMLElement[];
  __earlyValues?: Map<Field, string>;
  /** Installed once the page has hydrated: the inline script calls it for what it holds after that. */
  __earlyReplay?: () => void;
  /** Set while a held tap or text is given again, so the inline script lets it through. */
  __earlyPass?: boolean;
}
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const win = () => window as EarlyWindow;

/** Lets the inline script pass what the replay itself dispatches. */
function passing(fn: () => void) {
  win().__earlyPass = true;
  try {
    fn();
  } finally {
    win().__earlyPass = false;
  }
}

/** The value setter of the element's own kind: React's tracker on the element itself would hide the change. */
function setValue(el: Field, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  passing(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
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

/** React keeps its props on an element it has hydrated. A part whose code is still loading (a lazy panel,
 * such as the profile's privacy tab) is hydrated after the page says it is, and a click on it meanwhile
 * was lost: React could not hydrate it then and there, and its state later undid the browser's toggle. */
const handled = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

const tick = () => new Promise((r) => setTimeout(r, 50));

/** The element as it is once React has hydrated its part: up to 5 s, then as it is (or gone). */
async function whenHandled<T extends Element>(held: T): Promise<T | undefined> {
  let el = live(held);
  for (let i = 0; i < 100 && el && !handled(el); i++) {
    await tick();
    el = live(el);
  }
  return el;
}

/** One line for everything held, so text is typed again before a later tap (Sign In) is replayed. */
let line = Promise.resolve();

/** Once React has hydrated (root layout's first effect): the text typed and the taps made meanwhile,
 * and from then on whatever the inline script holds for a part that hydrates later. */
export function replayEarlyTaps() {
  // After the render that follows hydration (useHydrated flips, forms enable): the next task.
  win().__earlyReplay = () => setTimeout(drain);
  setTimeout(drain);
}

function drain() {
  const w = win();
  const values = [...(w.__earlyValues ?? [])];
  w.__earlyValues?.clear();
  const taps = (w.__earlyTaps ?? []).splice(0);
  if (!values.length && !taps.length) return;
  line = line.then(async () => {
    for (const [el, value] of values) {
      const now = await whenHandled(el);
      if (now) restore(now, value);
    }
    for (const held of taps) await replay(held);
  });
}

/**
 * Types the held text again. A route below the root may still reset its field in an effect of its own
 * after this (the admin's product search sets its box from the URL once its tab mounts), so for a second
 * a field found emptied gets the text again; an emptied field is never what the shopper typed.
 */
function restore(el: Field, value: string, tries = 10) {
  const now = live(el);
  if (now && now.value !== value && (tries === 10 || now.value === '')) setValue(now, value);
  if (tries > 0 && value) setTimeout(() => restore(now ?? el, value, tries - 1), 100);
}

async function replay(held: HTMLElement) {
  const el = await whenHandled(held);
  held.removeAttribute('aria-busy');
  held.style.opacity = '';
  if (!el) return;
  // A button that waits on a render of its own (disabled until hydrated): up to a second.
  for (let i = 0; i < 20 && (el as HTMLButtonElement).disabled; i++) await tick();
  passing(() => (el instanceof HTMLFormElement ? el.requestSubmit() : el.click()));
}

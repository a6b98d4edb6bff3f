import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * First paint before the bundle (issue 18, decision 046). React Router writes a `modulepreload` link
 * per script into the head and, after the page, the module script that imports the routes and
 * hydrates. On a fast link all of them arrive before the browser paints, and Lighthouse's simulation
 * then puts every one of them on the path to the first paint (on slow 4G: the 130 KB shell alone is
 * ~0.7 s). This rewrite takes the links out of the head and turns the module script into a classic
 * inline script (same nonce, same place) that adds the links and the module only once the page has
 * loaded and painted: the first paint needs the HTML and nothing else.
 */

/** Starts React Router's module once the page has loaded AND the browser has reported its first
 * contentful paint (paint timing), then two frames later; where paint timing is missing, after the
 * load and two frames. At once in a hidden tab (which paints nothing), and after `LATEST_MS` in any case,
 * so a slow image never keeps the page from becoming interactive for long. Frames alone were not
 * enough: on a busy phone (and in CI) two frames can pass before anything is painted. */
const LATEST_MS = 3000;
export const BOOT = `(function(p,c){var d=document,n=d.currentScript&&d.currentScript.nonce,w=window,P=w.PerformanceObserver,k=0,loaded=0,painted=0;function go(){if(k)return;k=1;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=c;d.body.appendChild(s)}function ready(){if(loaded&&painted)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}function onload(){loaded=1;ready()}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){if(!painted&&l.getEntriesByName("first-contentful-paint").length){painted=1;o.disconnect();ready()}});o.observe({type:"paint",buffered:true})}else painted=1;if(d.hidden)go();else{if(d.readyState==="complete")onload();else w.addEventListener("load",onload,{once:true});setTimeout(go,${LATEST_MS})}})`;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE = /<script([^>]*?) type="module"[^>]*>([\s\S]*?)<\/script>/;

/** A JSON string that is safe inside an HTML <script>: no `</script>` or `<!--` can appear in it. */
const scriptString = (text: string) =>
  JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head without its modulepreload links, and their addresses (in order). */
export function takePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  return { head: head.replace(PRELOAD, (_m, href: string) => (hrefs.push(href), '')), hrefs };
}

/** The chunks every page evaluates first, in this order (`scripts/shell-chunk.ts`). */
const STEPS = ['react', 'router', 'shell'];
const STEP_CHUNK = /\/(react|router|shell)-[\w-]+\.js$/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
/** Gives the browser its turn: a tap or a frame can come between two steps. */
const YIELD_FN = 'const __yield=()=>self.scheduler&&scheduler.yield?scheduler.yield():new Promise((r)=>setTimeout(r));';
const YIELD = 'await __yield();';

/**
 * React Router's module imports the routes statically, so the browser evaluates the whole graph (React,
 * the router, the layout, the page) in one task: 280–520 ms at 4× CPU. Imported one after another with a
 * yield between, each chunk is a task of its own (decision 077). The order is the graph's own (each
 * chunk imports only those before it), and the routes still come before the manifest and the entry.
 */
export function evaluateInSteps(code: string, hrefs: string[]): string {
  const first = STEPS.flatMap((step) => hrefs.filter((h) => STEP_CHUNK.exec(h)?.[1] === step));
  const chunks = first.map((h) => `await import(${JSON.stringify(h)});${YIELD}`).join('');
  let routes = false;
  const rest = code.replace(STATIC_IMPORT, (_m, name: string, href: string) => {
    routes = true;
    return `const ${name}=await import(${href});${YIELD}`;
  });
  return routes ? YIELD_FN + chunks + rest : code;
}

/** The module script as a classic script that starts it later; null when the text has none. */
export function deferModule(html: string, hrefs: string[]): string | null {
  const m = MODULE.exec(html);
  if (!m) return null;
  // `attrs` keeps the nonce (React Router writes it before `type`).
  const code = evaluateInSteps(m[2]!, hrefs);
  const script = `<script${m[1]}>${BOOT}(${JSON.stringify(hrefs).replace(/</g, '\\u003c')},${scriptString(code)})</script>`;
  return html.slice(0, m.index) + script + html.slice(m.index + m[0].length);
}

/** The stream rewrite: holds bytes back only until the head has passed, then until the module script has. */
export function deferScripts(): Transform {
  const decoder = new StringDecoder('utf8');
  let buf = '';
  let hrefs: string[] | null = null;
  let done = false;

  // Everything up to a `<script` that may still be incomplete can go out.
  const safeEnd = () => {
    const open = buf.lastIndexOf('<script');
    if (open >= 0 && buf.indexOf('</script>', open) < 0) return open;
    const lt = buf.lastIndexOf('<');
    return lt >= 0 && lt > buf.length - '<script'.length ? lt : buf.length;
  };

  const step = (final: boolean): string => {
    if (done) {
      const out = buf;
      buf = '';
      return out;
    }
    if (!hrefs) {
      const end = buf.indexOf('</head>');
      if (end < 0 && !final && buf.length < 256 * 1024) return '';
      const cut = end < 0 ? buf.length : end;
      const taken = takePreloads(buf.slice(0, cut));
      hrefs = taken.hrefs;
      buf = taken.head + buf.slice(cut);
    }
    const rewritten = deferModule(buf, hrefs);
    if (rewritten !== null) {
      done = true;
      buf = '';
      return rewritten;
    }
    if (final) {
      const out = buf;
      buf = '';
      return out;
    }
    const end = safeEnd();
    const out = buf.slice(0, end);
    buf = buf.slice(end);
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      buf += decoder.write(chunk);
      const out = step(false);
      callback(null, out ? Buffer.from(out, 'utf8') : undefined);
    },
    flush(callback) {
      buf += decoder.end();
      const out = step(true);
      callback(null, out ? Buffer.from(out, 'utf8') : undefined);
    },
  });
}

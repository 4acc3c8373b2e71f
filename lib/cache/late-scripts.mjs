// @ts-check
/**
 * A cached page's JavaScript is fetched after its first paint (issue 16).
 *
 * Next's App Router writes each of the page's chunks as `<script src async>` in the head (with
 * one low-priority preload), so the browser fetches them while it parses the document, and runs
 * each one that arrives before parsing goes on. On a phone that means 150 KiB of scripts share the
 * network with the document and its largest picture, and run before the page is first drawn;
 * Lighthouse's simulation counts every chunk that arrived before the first paint in FCP and LCP.
 * App Router has no setting for it, and `defer` does not help (the document is parsed before the
 * first frame, so deferred scripts still run before it). Measured through a proxy (README,
 * "Performance"): uk home 92 → 100, LCP 2.99 → 0.90 s.
 *
 * So the cache handlers (file system and Redis) store a page's HTML with those tags (and React's
 * bootstrap script, `async` at the end of the body) taken out and one small inline script in the
 * head instead, which adds the same scripts, `async`, once the browser reports the page's first
 * contentful paint (`rel=expect` holds that frame until `<main>` is parsed); a tab that is not
 * shown draws no frame and adds them when parsed (AFTER_THE_FIRST_PAINT). React finds them in the
 * document when it hydrates, so it does not add them again.
 * A page's first render, answered before it is cached, keeps Next's own tags.
 */

import { SHOPPER_INTERACTED, SHOPPER_INTERACTIONS, READY_ATTRIBUTE, READY_VALUE } from '../page-ready.mjs';

/** A chunk's script tag as React writes it for Next (`preinit`), and the preload Next adds for one. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;

/** Marks the loader in a rewritten head (a copy stored again has no chunk tag left to take). */
export const LATE_SCRIPTS_MARK = 'data-late-scripts';

/*
 * AFTER_THE_FIRST_PAINT: the chunks are asked for once the browser reports the page's first
 * contentful paint (a `paint` entry, which comes after the frame is on screen).
 * - `rel=expect` holds the first frame until `<main>` is parsed, and parsing ends (DOMContentLoaded)
 *   a frame's work before that frame is shown. The loader used to add the scripts then, so from a
 *   nearby server they arrived and ran before the first paint and held it.
 * - Lighthouse counts in LCP the download, under slow 4G, of every request that ended before the
 *   observed paint (a script's short evaluation does not clear it): LCP 2.1–2.7 s in those runs
 *   against 0.9 s in the others, on the same page in the same benchmark. Adding them in the task
 *   after the first animation frame was not enough: that frame is shown up to 40 ms after it.
 * - A browser without paint entries adds them in the task after the first animation frame.
 * - A page that is not shown draws nothing: it adds them when parsed, or when hidden before its
 *   first paint. A page that is shown and has not painted two seconds after parsing adds them then.
 */

/*
 * EARLY_PRESSES: the page is drawn before its code is asked for, so on a slow phone a shopper can
 * press a control seconds before React is there. A form that only works with its code (no
 * `action` and no `method`: "Add to cart") would then be sent by the browser (the page reloaded,
 * the press lost), and a `type=button` control (Compare, a heart, a menu's disclosure) does
 * nothing. Until React has taken the document (its root marks it), the loader keeps such presses,
 * one per control, and makes each again once the page's code is ready (lib/page-ready.mjs), where
 * the control's own code (components/app/LateIsland.tsx for the late islands) takes it. Links,
 * forms that state how they are sent and buttons the browser acts on itself (`popovertarget`,
 * `commandfor`) work without the code and are left to the browser. The shopper's first touch, key
 * or focus is noted too (SHOPPER_INTERACTED in lib/page-ready.mjs): the late islands load at the
 * shopper's first interaction, and one that came before they could listen makes them load as soon
 * as they are hydrated (a lens or a quantity chosen first then updates the total at once).
 */

/** The inline loader for `sources` (JSON in a script: `<` escaped so no source can close it). */
export function lateScriptsLoader(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script ${LATE_SCRIPTS_MARK}="">(function(d,s){var go=function(){if(!s)return;var l=s;s=null;` +
    `l.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)})};` +
    // See AFTER_THE_FIRST_PAINT.
    `var shown=function(){return d.visibilityState==='visible'},P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){` +
    `if(l.getEntries().some(function(e){return e.name==='first-contentful-paint'})){o.disconnect();go()}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)});` +
    `d.addEventListener('DOMContentLoaded',function(){if(shown())setTimeout(go,2000);else go()});` +
    `d.addEventListener('visibilitychange',function(){if(!shown())go()});` +
    // Presses that come before React is there (see EARLY_PRESSES).
    `var h=d.documentElement,held=[],react=function(){return Object.keys(d).some(function(k){return k.indexOf('__reactContainer$')===0})},` +
    `hold=function(e){if(react())return;var t=e.target,b;` +
    `if(e.type==='submit'){if(t.hasAttribute('action')||t.hasAttribute('method'))return;e.preventDefault();b=e.submitter||t}` +
    `else{b=t.closest&&t.closest('button');if(!b||b.type!=='button'||b.disabled||b.hasAttribute('popovertarget')||b.hasAttribute('commandfor'))return}` +
    `if(held.indexOf(b)<0)held.push(b)};` +
    `d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);` +
    // The shopper's first touch, key or focus (see EARLY_PRESSES).
    `var seen=${JSON.stringify(SHOPPER_INTERACTIONS)},acted=function(){window['${SHOPPER_INTERACTED}']=true;` +
    `seen.forEach(function(t){d.removeEventListener(t,acted,true)})};seen.forEach(function(t){d.addEventListener(t,acted,{capture:true,passive:true})});` +
    `new MutationObserver(function(m,o){if(h.getAttribute('${READY_ATTRIBUTE}')!=='${READY_VALUE}')return;o.disconnect();` +
    `d.removeEventListener('click',hold,true);d.removeEventListener('submit',hold,true);` +
    `held.forEach(function(b){if(b.isConnected)b.tagName==='FORM'?b.requestSubmit():b.click()});held=[]})` +
    `.observe(h,{attributes:true,attributeFilter:['${READY_ATTRIBUTE}']})})(document,${list})</script>`
  );
}

/**
 * The document with its chunk scripts (the head's, and React's bootstrap script at the end of the
 * body) and the head's chunk preload taken out, and the loader just before `</head>`. Anything
 * else, or a document without such scripts, comes back unchanged.
 * @param {string} html
 * @returns {string}
 */
export function withLateScripts(html) {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html.slice(0, end);
  /** @type {string[]} */
  const sources = [];
  /** @param {string} _tag @param {string} source */
  const take = (_tag, source) => {
    sources.push(source);
    return '';
  };
  const newHead = head.replace(CHUNK_SCRIPT, take).replace(CHUNK_PRELOAD, '');
  const rest = html.slice(end).replace(CHUNK_SCRIPT, take);
  if (sources.length === 0) return html;
  return newHead + lateScriptsLoader(sources) + rest;
}

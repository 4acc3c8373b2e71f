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
 * head instead, which adds the same scripts, `async`, once
 * the first frame is drawn (the next task after the first animation frame: `rel=expect` holds that
 * frame until `<main>` is parsed), or when the document is parsed (DOMContentLoaded) if that comes
 * first: a tab that is not shown draws no frame, and scripts added before the load event hold it,
 * as Next's own tags did (so `load` still means the page's code has run). React finds them in the
 * document when it hydrates, so it does not add them again.
 * A page's first render, answered before it is cached, keeps Next's own tags.
 */

import { READY_ATTRIBUTE, READY_VALUE } from '../page-ready.mjs';

/** A chunk's script tag as React writes it for Next (`preinit`), and the preload Next adds for one. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;

/** Marks the loader in a rewritten head (a copy stored again has no chunk tag left to take). */
export const LATE_SCRIPTS_MARK = 'data-late-scripts';

/*
 * EARLY_PRESSES: the page is drawn before its code is asked for, so on a slow phone a shopper can
 * press a control seconds before React is there. A form that only works with its code (no
 * `action` and no `method`: "Add to cart") would then be sent by the browser (the page reloaded,
 * the press lost), and a `type=button` control (Compare, a heart, a menu's disclosure) does
 * nothing. Until React has taken the document (its root marks it), the loader keeps such presses,
 * one per control, and makes each again once the page's code is ready (lib/page-ready.mjs), where
 * the control's own code (components/app/LateIsland.tsx for the late islands) takes it. Links,
 * forms that state how they are sent and buttons the browser acts on itself (`popovertarget`,
 * `commandfor`) work without the code and are left to the browser.
 */

/** The inline loader for `sources` (JSON in a script: `<` escaped so no source can close it). */
export function lateScriptsLoader(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script ${LATE_SCRIPTS_MARK}="">(function(d,s){var go=function(){if(!s)return;var l=s;s=null;` +
    `l.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)})};` +
    `requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener('DOMContentLoaded',go);` +
    // Presses that come before React is there (see EARLY_PRESSES).
    `var h=d.documentElement,held=[],react=function(){return Object.keys(d).some(function(k){return k.indexOf('__reactContainer$')===0})},` +
    `hold=function(e){if(react())return;var t=e.target,b;` +
    `if(e.type==='submit'){if(t.hasAttribute('action')||t.hasAttribute('method'))return;e.preventDefault();b=e.submitter||t}` +
    `else{b=t.closest&&t.closest('button');if(!b||b.type!=='button'||b.disabled||b.hasAttribute('popovertarget')||b.hasAttribute('commandfor'))return}` +
    `if(held.indexOf(b)<0)held.push(b)};` +
    `d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);` +
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

import { createHash } from "node:crypto";

/**
 * The one inline script of a page rendered by the server (decision 0416): it loads the app's
 * code (the URLs in its `data-code`, as `<script type="module">` would, with those in its
 * `data-preload` as `<link rel="modulepreload">`: the page's own chunks, fetched beside the
 * entry instead of after it, decision 0344) once the browser has
 * shown the page's first contentful paint (its paint timing entry; without paint timing, after
 * the first frame), so the first paint waits for the HTML and the style sheet alone and the
 * code never shares slow 4G with the style sheet. The rendered page works meanwhile (links,
 * GET forms); the code then hydrates it. A hidden tab paints nothing: the code comes after 3 s
 * anyway.
 * Its text never changes, so the content security policy names its hash.
 */
export const APP_CODE_LOADER =
  '(function(s){var d=0;function a(t,u){var e=document.createElement(t);e.crossOrigin="";if(t==="link"){e.rel="modulepreload";e.href=u}else{e.type="module";e.src=u}document.head.appendChild(e)}function g(){if(d)return;d=1;(s.getAttribute("data-preload")||"").split(" ").forEach(function(u){if(u)a("link",u)});s.getAttribute("data-code").split(" ").forEach(function(u){a("script",u)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g)}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(g)})}setTimeout(g,3000)})(document.currentScript)';

/** The loader's hash as a CSP source: the only inline script a page may run. */
export const APP_CODE_LOADER_SOURCE = `'sha256-${createHash("sha256").update(APP_CODE_LOADER).digest("base64")}'`;

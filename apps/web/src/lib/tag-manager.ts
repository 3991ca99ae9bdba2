const GTM_ORIGIN = 'https://www.googletagmanager.com';
/** Container ids look like GTM-ABC123; anything else is a configuration slip, not worth a request. */
const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

/**
 * Adds the tag-manager script and its no-script frame for a configured container (spec §7).
 * Events pushed to `window.dataLayer` before the script arrives are read by it when it starts.
 */
export function injectTagManager(containerId: string, doc: Document = document): boolean {
  if (!CONTAINER_ID.test(containerId)) {
    console.warn(`Tag manager not loaded: '${containerId}' is not a container id`);
    return false;
  }
  if (doc.querySelector('script[data-tag-manager]')) return false;
  const id = encodeURIComponent(containerId);
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });

  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${id}`;
  script.dataset.tagManager = containerId;
  doc.head.append(script);

  // Parsed as markup: with scripting on, a noscript's content stays inert text, whereas an iframe
  // element appended to it would load.
  doc.body.insertAdjacentHTML(
    'afterbegin',
    `<noscript><iframe src="${GTM_ORIGIN}/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden" title="Tag manager"></iframe></noscript>`,
  );
  return true;
}

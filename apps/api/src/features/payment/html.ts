const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Rupees with two decimals, as the site shows them (₹1,234.00). */
export const rupees = (paise: number) => `₹${RUPEES.format(paise / 100)}`;
/** Made once: toLocaleString with options builds a formatter on every call (~0.1 ms, decision 278). */
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The driver's app prerenders no first screen: it opens on a phone that keeps it installed,
 * from the service worker's cache, and its first screen depends on the driver's session.
 */
export const screens = [];
export const render = () => Promise.resolve({ html: '', head: '' });

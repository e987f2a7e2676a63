const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
/** What a measurement id looks like ("G-ABC123"); anything else is never put in a URL. */
const MEASUREMENT_ID = /^[A-Z]{1,3}-[A-Z0-9]{4,20}$/;

type Gtag = (...args: unknown[]) => void;

/**
 * Loads analytics for the one grouping configured for it (spec §1). The page's
 * Content-Security-Policy allows the script's origin only on that grouping's domain, and
 * no inline script is needed: the queue and the first calls are set up here.
 * Returns whether it loaded (or had already).
 */
export function loadAnalytics(measurementId: string | null | undefined): boolean {
  if (!measurementId || !MEASUREMENT_ID.test(measurementId)) return false;
  const src = `${ANALYTICS_SCRIPT}?id=${encodeURIComponent(measurementId)}`;
  if (document.querySelector(`script[src="${src}"]`)) return true;
  const page = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  page.dataLayer = page.dataLayer ?? [];
  page.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    page.dataLayer?.push(arguments);
  };
  page.gtag('js', new Date());
  page.gtag('config', measurementId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
  return true;
}

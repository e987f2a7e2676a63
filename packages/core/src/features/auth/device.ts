/**
 * A session's device as a person names it ("Firefox on Linux"), read from the User-Agent
 * the browser or app sent when it signed in: the browser family and the system only.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bChromium\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface DeviceName {
  browser: string | null;
  system: string | null;
}

/** The browser and system a User-Agent names; null parts for what it does not say. */
export function deviceOf(userAgent: string | null | undefined): DeviceName {
  const text = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser, system };
}

/**
 * The providers' browser SDKs, loaded on demand: only a log-in or sign-up screen of a
 * grouping with a client id asks for them, so other pages fetch nothing from Google or
 * Facebook, and the server's Content-Security-Policy allows them only there.
 */
const loading = new Map<string, Promise<void>>();

/** Adds the script once per URL; a failed load is forgotten so a later visit retries. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/** The part of Google Identity Services the app uses. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup' | 'redirect';
        auto_select?: boolean;
        cancel_on_tap_outside?: boolean;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard' | 'icon';
          theme?: 'outline' | 'filled_blue' | 'filled_black';
          size?: 'large' | 'medium' | 'small';
          text?: 'signin_with' | 'signup_with' | 'continue_with';
          shape?: 'rectangular' | 'pill';
          width?: number;
          locale?: string;
        },
      ): void;
    };
  };
}

/** The part of Facebook's JS SDK the app uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: {
      authResponse?: { accessToken?: string } | null;
      status?: string;
    }) => void,
    options?: { scope?: string },
  ): void;
}

export const googleIdentity = () => (window as { google?: GoogleIdentity }).google ?? null;
export const facebookSdk = () => (window as { FB?: FacebookSdk }).FB ?? null;

/** The Graph API version the app is written against. */
export const FACEBOOK_API_VERSION = 'v19.0';

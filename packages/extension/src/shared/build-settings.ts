/** Values fixed when the extension is built (see build.ts); never secrets of the user. */
export interface BuildSettings {
  /** The key the signed-out extension ships with (the server's EXTENSION_SHARED_KEY); public by nature. */
  sharedKey: string;
  /** OAuth client id of the extension (the server's GOOGLE_CLIENT_ID). */
  googleClientId: string;
  /** Where sign-in starts; Google's authorization endpoint, or a local stand-in in the test build. */
  authEndpoint: string;
  defaultServerUrl: string;
  /** More match patterns per site id (the test build points a site at a local page). */
  extraMatches: Record<string, string[]>;
}

declare const __BUILD__: BuildSettings;

/** The settings this build was made with. */
export const BUILD: BuildSettings = __BUILD__;

/** The browser the journeys use: PULP_CHROMIUM, else Debian's Chromium; null when none is installed. */
export declare function findChromium(): string | null;
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];

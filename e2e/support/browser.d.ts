/** Debian's Chromium unless the machine says otherwise (PULP_CHROMIUM); never a downloaded browser. */
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];

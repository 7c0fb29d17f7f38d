/** The remotes by federation name (remotes.json). */
export declare const REMOTE_NAMES: readonly string[];
/** The package folder of a remote ("staff" → "mf-staff"). */
export declare function remotePackage(name: string): string;
/** The shell and the remotes: the packages with screens, each with its i18n/<language>.json. */
export declare const FRONT_END_PACKAGES: readonly string[];
/** Every package's source folder, the shared one first and the server's last. */
export declare const SOURCE_FOLDERS: readonly string[];

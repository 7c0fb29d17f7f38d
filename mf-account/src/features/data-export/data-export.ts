import { api, PATHS, local, LOCAL_KEYS, type DataExportResponse } from '@pulp/shared';
import type { account, feedback, ResponseOf } from '@pulp/shared/contract';

/** A further export within this time needs the image captcha (docs/behaviour.md, "Constants"). */
export const CAPTCHA_WINDOW_MS = 300000;
/** The export opens in a window this wide. */
export const EXPORT_WINDOW_WIDTH = 500;

/** Was the last successful export (kept in local storage) less than five minutes ago? */
export function captchaRequired(now = Date.now()): boolean {
  const last = Number(local.get(LOCAL_KEYS.lastSuccessfulExport));
  return Number.isFinite(last) && last > 0 && now - last < CAPTCHA_WINDOW_MS;
}

export function recordSuccessfulExport(now = Date.now()): void {
  local.set(LOCAL_KEYS.lastSuccessfulExport, String(now));
}

export const loadImageCaptcha = () => api.get<ResponseOf<typeof feedback.imageCaptcha>>(`${PATHS.imageCaptcha}/`);

export function requestExport(format: string, answer?: string): Promise<DataExportResponse> {
  return api.post<ResponseOf<typeof account.dataExport>>(PATHS.dataExport, answer === undefined ? { format } : { format, answer });
}

/** The SVG captcha as an image source: drawn as a picture, never inserted as markup. */
export function captchaImageSource(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
}

/** Shows the exported JSON in a new 500 px wide window (as a JSON document, never as HTML). */
export function openExportWindow(userData: string): Window | null {
  const url = URL.createObjectURL(new Blob([userData], { type: 'application/json' }));
  const opened = window.open(url, '_blank', `width=${EXPORT_WINDOW_WIDTH}`);
  setTimeout(() => URL.revokeObjectURL(url), 60000);
  return opened;
}

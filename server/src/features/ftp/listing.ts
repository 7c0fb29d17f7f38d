import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml, htmlPage, requestLanguage, translator } from '../../http/html-page';
import type { FtpEntry } from './folder';

const formatSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** A folder's files as an HTML table, each linked under hrefPrefix (the /ftp page and the like). */
export function folderListingPage(ctx: AppContext, request: FastifyRequest, options: { title: string; hrefPrefix: string; entries: FtpEntry[] }): string {
  const language = requestLanguage(ctx, request);
  const t = translator(ctx, language);
  const rows = options.entries
    .map(
      (entry) =>
        `<tr><td><a style="color: var(--brand)" href="${escapeHtml(options.hrefPrefix)}${encodeURIComponent(entry.name)}">${escapeHtml(entry.name)}</a></td><td>${formatSize(entry.size)}</td><td>${entry.modified.toISOString().slice(0, 16).replace('T', ' ')}</td></tr>`,
    )
    .join('\n');
  const body = `<header><a href="/">${escapeHtml(ctx.config.application.name)}</a></header>
<main style="max-width: 720px"><div class="card"><h1>${escapeHtml(options.title)}</h1>
<table style="width: 100%; border-collapse: collapse" cellpadding="6">
<thead><tr><th align="left">${escapeHtml(t('FTP_FILE'))}</th><th align="left">${escapeHtml(t('FTP_SIZE'))}</th><th align="left">${escapeHtml(t('FTP_MODIFIED'))}</th></tr></thead>
<tbody>
${rows}
</tbody></table></div></main>`;
  return htmlPage({ language, title: options.title, body });
}

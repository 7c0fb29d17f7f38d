import path from 'node:path';
import { writeMissingFiles } from '../../db/seed/files';
import type { ChallengeConfig } from '../../config/hardened';
import { ERROR_LOG, errorLogText } from './error-log';

/**
 * The support team's log folder, inside the data directory: one access log of a past day, in
 * the combined format web servers write. Written by us, filled in when missing.
 */
export const ACCESS_LOG = 'access.log.2024-03-14';

const ACCESS_LOG_TEXT = [
  '203.0.113.17 - - [14/Mar/2024:08:02:11 +0000] "GET / HTTP/1.1" 200 2113 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0"',
  '203.0.113.17 - - [14/Mar/2024:08:02:12 +0000] "GET /rest/products/search?q= HTTP/1.1" 200 9312 "http://localhost:3000/" "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0"',
  '198.51.100.4 - - [14/Mar/2024:08:15:40 +0000] "POST /rest/user/login HTTP/1.1" 401 38 "http://localhost:3000/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 Safari/605.1.15"',
  '198.51.100.4 - - [14/Mar/2024:08:15:52 +0000] "POST /rest/user/login HTTP/1.1" 200 812 "http://localhost:3000/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 Safari/605.1.15"',
  '198.51.100.4 - - [14/Mar/2024:08:16:03 +0000] "GET /rest/basket/2 HTTP/1.1" 200 431 "http://localhost:3000/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 Safari/605.1.15"',
  '192.0.2.88 - - [14/Mar/2024:09:01:27 +0000] "GET /ftp HTTP/1.1" 200 1405 "-" "curl/8.5.0"',
  '192.0.2.88 - - [14/Mar/2024:09:01:31 +0000] "GET /ftp/coupons-2019.md.bak HTTP/1.1" 403 52 "-" "curl/8.5.0"',
  '192.0.2.88 - - [14/Mar/2024:09:02:05 +0000] "GET /rest/products/search?q=%27 HTTP/1.1" 500 118 "-" "sqlmap/1.8"',
  '203.0.113.17 - - [14/Mar/2024:10:44:09 +0000] "POST /api/BasketItems HTTP/1.1" 201 164 "http://localhost:3000/" "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0"',
  '203.0.113.17 - - [14/Mar/2024:10:46:30 +0000] "POST /rest/basket/5/checkout HTTP/1.1" 200 96 "http://localhost:3000/" "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0"',
  '10.0.0.12 - - [14/Mar/2024:12:00:00 +0000] "GET /metrics HTTP/1.1" 200 5871 "-" "Prometheus/2.50.1"',
  '198.51.100.23 - - [14/Mar/2024:13:12:44 +0000] "POST /api/Feedbacks HTTP/1.1" 201 220 "http://localhost:3000/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/122.0 Safari/537.36"',
  '10.0.0.12 - - [14/Mar/2024:18:00:00 +0000] "GET /metrics HTTP/1.1" 200 5902 "-" "Prometheus/2.50.1"',
  '',
].join('\n');

/** The folder behind /support/logs; its logs are written when missing (first use, after a reset). */
export function logsFolder(dataDir: string, config: ChallengeConfig): string {
  return writeMissingFiles(path.join(dataDir, 'logs'), { [ACCESS_LOG]: ACCESS_LOG_TEXT, [ERROR_LOG]: errorLogText(config) });
}

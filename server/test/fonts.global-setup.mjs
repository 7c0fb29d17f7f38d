// The order PDF's fonts (server/dist/fonts) come from the server's build; tests run from the
// sources, so they are built here when missing or older than their inputs (about 0.3 s).
import { buildFonts } from '../scripts/build-fonts.mjs';

export default async function setup() {
  await buildFonts({ ifStale: true });
}

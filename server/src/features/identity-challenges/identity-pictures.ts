import { sceneArt } from '../about/scene-art';
import { BEST_HOLIDAY_PICTURE, BEST_HOLIDAY_STRIPPED_PICTURE, FIRST_JOB_CROPPED_PICTURE, FIRST_JOB_PICTURE } from '../../db/seed/identity-content';

/**
 * The picture of Jonas's seeded photo-wall memory: the juice stall of his first job, drawn in
 * the shop's scene style, with a street sign naming the city, the answer to his security
 * question (Reset Jonas's Password).
 */
const firstJobStall = () => sceneArt({ sky: ['#bae6fd', '#f0f9ff'], sun: '#fde047', hills: ['#fcd34d', '#f59e0b'], subject: 'stand', accent: '#16a34a' }, 'Juice stall');

function firstJobPicture(): string {
  const signs = `<g font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle">
<text x="400" y="180" font-size="22" fill="#ffffff">JUGOS FRESCOS</text>
<rect x="606" y="180" width="10" height="150" fill="#475569"/>
<rect x="540" y="150" width="142" height="54" rx="6" fill="#1d4ed8" stroke="#ffffff" stroke-width="4"/>
<text x="611" y="172" font-size="13" fill="#ffffff">Av. Larco</text>
<text x="611" y="193" font-size="17" fill="#ffffff">Lima</text>
</g>`;
  return firstJobStall().replace('</svg>', `${signs}\n</svg>`);
}

/**
 * The picture of Fenna's holiday memory: sea and mountains with nothing to recognise them by,
 * but with the metadata her camera app wrote (place and GPS position), the answer to her
 * security question (Meta Geo Stalking).
 */
function bestHolidayPicture(): string {
  const coast = sceneArt({ sky: ['#fbcfe8', '#e0f2fe'], sun: '#fde047', hills: ['#64748b', '#0ea5e9'], subject: 'crate', accent: '#0369a1' }, 'Holiday');
  const metadata = `<metadata>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/">
<rdf:Description rdf:about="">
<dc:creator>fenna</dc:creator>
<dc:date>2023-07-09T23:41:07</dc:date>
<photoshop:City>Reine</photoshop:City>
<photoshop:State>Lofoten</photoshop:State>
<photoshop:Country>Norway</photoshop:Country>
<exif:GPSLatitude>67,55.9N</exif:GPSLatitude>
<exif:GPSLongitude>13,5.3E</exif:GPSLongitude>
</rdf:Description>
</rdf:RDF>
</metadata>`;
  return coast.replace('<defs>', `${metadata}\n<defs>`);
}

/** A picture as a careful upload keeps it: the drawing, without the metadata the camera wrote. */
const withoutMetadata = (svg: string) => svg.replace(/<metadata>[\s\S]*?<\/metadata>\n?/g, '');

/** Seeded photo-wall pictures of the identity challenges, by file name. */
export const IDENTITY_PICTURES: [file: string, svg: string][] = [
  [FIRST_JOB_PICTURE, firstJobPicture()],
  [BEST_HOLIDAY_PICTURE, bestHolidayPicture()],
  // What hardened mode seeds instead: the stall without its street sign, the holiday without metadata.
  [FIRST_JOB_CROPPED_PICTURE, firstJobStall()],
  [BEST_HOLIDAY_STRIPPED_PICTURE, withoutMetadata(bestHolidayPicture())],
];

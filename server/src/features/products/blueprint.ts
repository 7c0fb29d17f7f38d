/**
 * The 3D-printed keyring's print file (an ASCII STL made by code: an orange-slice disc with a
 * tab for the ring) and the trace it leaves in the product's picture. Retrieve Blueprint: the
 * file was uploaded beside the product pictures, and the picture's metadata names it.
 */
export const KEYRING_SLUG = 'orange-slice-keyring';
export const BLUEPRINT_FILE = 'orange-slice-keyring-v4-final.stl';

type Point = [number, number, number];

function facet(a: Point, b: Point, c: Point): string {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const length = Math.hypot(n[0], n[1], n[2]) || 1;
  const f = (value: number) => value.toFixed(4);
  return `  facet normal ${n.map((value) => f(value / length)).join(' ')}
    outer loop
${[a, b, c].map((point) => `      vertex ${point.map(f).join(' ')}`).join('\n')}
    endloop
  endfacet`;
}

/** A closed prism over a polygon (counter-clockwise, seen from above) from z = 0 to z = height. */
function prism(outline: [number, number][], height: number): string[] {
  const facets: string[] = [];
  const centre: [number, number] = [outline.reduce((sum, p) => sum + p[0], 0) / outline.length, outline.reduce((sum, p) => sum + p[1], 0) / outline.length];
  outline.forEach((point, index) => {
    const next = outline[(index + 1) % outline.length];
    facets.push(facet([centre[0], centre[1], height], [point[0], point[1], height], [next[0], next[1], height]));
    facets.push(facet([centre[0], centre[1], 0], [next[0], next[1], 0], [point[0], point[1], 0]));
    facets.push(facet([point[0], point[1], 0], [next[0], next[1], 0], [next[0], next[1], height]));
    facets.push(facet([point[0], point[1], 0], [next[0], next[1], height], [point[0], point[1], height]));
  });
  return facets;
}

/** The print file: a 40 mm slice, 4 mm thick, with raised segment ridges and a ring tab. */
export function keyringBlueprint(): string {
  const circle = (radius: number, x = 0, y = 0, steps = 48) =>
    Array.from({ length: steps }, (_, index): [number, number] => [x + radius * Math.cos((2 * Math.PI * index) / steps), y + radius * Math.sin((2 * Math.PI * index) / steps)]);
  const ridges = Array.from({ length: 8 }, (_, index) => {
    const angle = (Math.PI * index) / 4;
    const along = (r: number, side: number): [number, number] => [r * Math.cos(angle) - side * Math.sin(angle), r * Math.sin(angle) + side * Math.cos(angle)];
    return [along(3, -0.6), along(17, -0.6), along(17, 0.6), along(3, 0.6)];
  });
  const facets = [...prism(circle(20), 4), ...prism(circle(4, 0, 23, 24), 3), ...ridges.flatMap((ridge) => prism(ridge, 4.8))];
  return `solid pulp_orange_slice_keyring_v4\n${facets.join('\n')}\nendsolid pulp_orange_slice_keyring_v4\n`;
}

/** The keyring's product picture keeps what the slicer wrote into it: where it was rendered from. */
export function withPrintMetadata(svg: string): string {
  const metadata = `<metadata>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
<rdf:Description rdf:about="">
<dc:title>Orange Slice Keyring</dc:title>
<dc:creator>Pulp workshop</dc:creator>
<dc:source>${BLUEPRINT_FILE}</dc:source>
<dc:description>Preview rendered by SliceMate 3.2 from the print file; uploaded with it to the product images folder.</dc:description>
</rdf:Description>
</rdf:RDF>
</metadata>`;
  return svg.replace('<defs>', `${metadata}\n<defs>`);
}

/** A location block of an nginx site: its modifier (`=`, `~` or none), its path or pattern, its text. */
export interface Location {
  modifier: string;
  match: string;
  body: string;
}

/** The site's location blocks, and the text of its server block outside them. */
export function readSite(site: string): { locations: Location[]; server: string } {
  const text = site.replace(/#.*$/gm, '');
  const locations: Location[] = [];
  const head = /location\s+(?:([=~^]+)\s+)?(\S+)\s*\{/g;
  let server = text;
  for (let found = head.exec(text); found; found = head.exec(text)) {
    const close = text.indexOf('}', head.lastIndex);
    const block = text.slice(found.index, close + 1);
    locations.push({ modifier: found[1] ?? '', match: found[2]!, body: text.slice(head.lastIndex, close) });
    server = server.replace(block, '');
  }
  return { locations, server };
}

/** The value of a simple directive (`name value;`) in a block's text, or undefined. */
export function directive(block: string, name: string): string | undefined {
  return new RegExp(`(?:^|[;{\\s])${name}\\s+([^;]+);`).exec(block)?.[1]?.trim();
}

/** The location nginx picks for `uri` (exact match first, then regular expressions, then prefixes). */
export function locationFor(locations: Location[], uri: string): Location | undefined {
  return (
    locations.find((l) => l.modifier === '=' && l.match === uri) ??
    locations.find((l) => l.modifier.startsWith('~') && new RegExp(l.match).test(uri)) ??
    locations
      .filter((l) => l.modifier === '' && uri.startsWith(l.match))
      .sort((x, y) => y.match.length - x.match.length)[0]
  );
}

/** An nginx size (`3m`, `2049m`, `512k`, `100`) in bytes. */
export function bytes(size: string): number {
  const unit = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[size.slice(-1).toLowerCase()];
  return unit ? Number(size.slice(0, -1)) * unit : Number(size);
}

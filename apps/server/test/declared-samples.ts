import type { FieldSpec, Resource } from '@bo/contract';

/** `seed` in small letters, as base 26 (0 → a, 26 → ba). */
const letters = (seed: number): string =>
  (seed >= 26 ? letters(Math.floor(seed / 26)) : '') + String.fromCharCode(97 + (seed % 26));

/** A valid value of `field`, different per `seed`. */
function sampleValue(field: FieldSpec, seed: number): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      // Letters, digits and a dash (a place's code); small letters where that is refused (a language's
      // code, a permission's api), digits (a region's code), an address (a permission's link).
      const candidates = [
        `v${seed}-${'x'.repeat(field.max)}`.slice(0, Math.min(field.max, 12)),
        `q${letters(seed)}`,
        String(seed).padStart(2, '0'),
        `https://example.com/${seed}`,
      ];
      return candidates.find((text) => !field.pattern || field.pattern.test(text)) ?? candidates[0];
    }
    case 'icon':
      return `icon${seed}`;
    case 'richText':
      // Markup the cleaning keeps as it is.
      return `<p>v${seed} <strong>bold</strong></p>`;
    case 'integer':
      return Math.min(field.max, field.min + seed);
    case 'color':
      return `#${String(seed % 10).repeat(6)}`;
    case 'image':
      return field.required ? `/uploads/sample-${seed}.png` : '';
    case 'switch':
      return seed % 2 === 0 ? 1 : 0;
    case 'link':
      return `/goods/${seed}`;
    case 'choice':
      return field.options[seed % field.options.length]?.value;
    case 'datetime':
      // Left empty: the resource's rules may set it (a notice's publish time).
      return undefined;
    case 'parent':
      return 0;
    case 'refs':
      return [];
    case 'ref':
      // Left out: a reference needs a record to point at, which the test makes (a tree's group).
      return undefined;
  }
}

/** A valid body of `resource` (a tree's record at the top), different per `seed`. */
export const valuesOf = (resource: Resource, seed: number) =>
  Object.fromEntries(
    resource.fieldNames
      .map((name) => [name, sampleValue(resource.fields[name] as FieldSpec, seed)] as const)
      .filter(([, value]) => value !== undefined),
  );

/** The value a filterable field is filtered by in the tests: 1, or a choice's first word. */
export function filterValue(field: FieldSpec): number | string {
  const first = field.kind === 'choice' ? field.options[0]?.value : undefined;
  return typeof first === 'string' ? first : 1;
}

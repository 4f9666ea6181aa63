import type { FormLine } from '@bo/contract';

/** Longest code a label carries (the asset code column and the binding tag are at most 64). */
const MAX_CODE = 64;

/**
 * The asset code a scanned label carries. The printed label sheet (LabelSheet) encodes the asset code
 * itself, as plain text, in its QR code: the scan is that code, trimmed. Anything empty, too long or
 * spread over lines is not one of our labels.
 */
export function codeFromLabel(text: string): string | null {
  const code = text.trim();
  if (!code || code.length > MAX_CODE || /[\s\p{Cc}]/u.test(code)) return null;
  return code;
}

/** The campaign line of an asset code, as typed or scanned (codes are compared without case). */
export function lineOfCode<L extends Pick<FormLine, 'code'>>(
  lines: readonly L[],
  code: string,
): L | undefined {
  const wanted = code.trim().toUpperCase();
  return lines.find((l) => l.code.toUpperCase() === wanted);
}

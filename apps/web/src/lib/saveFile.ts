/**
 * Hands `blob` to the browser to save as `name`: a link to it, clicked. Its address is let go a minute
 * later, not at once: some browsers read the file after the click has returned.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `value` as an indented JSON file named `name`. */
export function saveJson(value: unknown, name: string): void {
  saveFile(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), name);
}

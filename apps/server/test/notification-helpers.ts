/** A "job #id has finished" notification for admin `adminId`, as the notification hub takes it. */
export const jobDone = (adminId: number, id: number) => ({
  adminId,
  kind: 'job' as const,
  message: 'notifications.jobDone',
  params: { id },
  target: { page: null },
});

/**
 * The events of a server-sent stream as text: `until(pattern)` reads until the text holds it, and
 * fails if the stream ends first.
 */
export function streamText(response: Response) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  return {
    reader,
    async until(wanted: RegExp): Promise<void> {
      while (!wanted.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${wanted}: ${text}`);
        text += decoder.decode(value);
      }
    },
  };
}

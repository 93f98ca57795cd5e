/** Opens a Server-Sent Events stream with fetch and reads it until a pattern shows (tests of live notifications). */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** Reads until `pattern` matches what came so far, or `ms` pass; returns everything read. */
  const readUntil = async (pattern: RegExp, ms: number): Promise<string> => {
    const until = Date.now() + ms;
    while (!pattern.test(text) && Date.now() < until) {
      const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), until - Date.now()))]);
      if (!next || next.done) break;
      text += decoder.decode(next.value);
    }
    return text;
  };
  return { res, readUntil, text: () => text, close: () => controller.abort() };
}

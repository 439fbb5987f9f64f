/** Collect server-sent events from a live endpoint until stopped. */
export function collectSse(url: string, token: string, headers: Record<string, string> = {}) {
  const events: { id: number; data: any }[] = [];
  const controller = new AbortController();
  const done = (async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers }, signal: controller.signal });
    if (res.status !== 200) throw new Error(`live stream answered ${res.status}: ${await res.text()}`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id !== undefined && data !== undefined) events.push({ id: Number(id), data: JSON.parse(data) });
      }
    }
  })().catch((err: Error) => {
    if (err.name !== 'AbortError') throw err;
  });
  return {
    events,
    async until(predicate: () => boolean, ms = 20_000) {
      const end = Date.now() + ms;
      while (!predicate()) {
        if (Date.now() > end) throw new Error(`live stream: condition not met; have ${events.length} events`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}

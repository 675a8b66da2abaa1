import WebSocket from 'ws';

/**
 * The measured server's live heap through its inspector (`--inspect=127.0.0.1:<port>`): a full
 * collection first, then the heap in use. Resident memory alone cannot tell what a process holds
 * from garbage V8 has not collected yet, which under a burst of work can be most of it.
 */
export async function connectLiveHeap(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let lastId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (raw) => {
    const message = JSON.parse((raw as Buffer).toString('utf8')) as {
      id?: number;
      result?: unknown;
    };
    if (message.id) waiting.get(message.id)?.(message.result);
    waiting.delete(message.id ?? 0);
  });
  const call = <Result>(method: string) =>
    new Promise<Result>((resolve) => {
      const id = ++lastId;
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    /** Megabytes of heap in use after a full collection. */
    async liveMb(): Promise<number> {
      await call('HeapProfiler.collectGarbage');
      const { usedSize } = await call<{ usedSize: number }>('Runtime.getHeapUsage');
      return Math.round(usedSize / 2 ** 20);
    },
    close: () => socket.close(),
  };
}

import WebSocket from 'ws';

/**
 * A live socket registered as `session`'s user; `onText` gets every message after the
 * registration, unparsed: at thousands a second the bench's client must not be the bottleneck,
 * so each measurement picks out what it needs with a prefix test or a regular expression.
 */
export async function openLiveSocket(
  url: string,
  session: { accessToken: string; user: { id: string; role?: string } },
  onText: (text: string) => void,
): Promise<WebSocket> {
  const socket = new WebSocket(url.replace('http', 'ws') + '/ws/');
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const registered = new Promise<void>((resolve, reject) => {
    socket.once('close', (code) => reject(new Error(`socket closed: ${code}`)));
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString('utf8');
      if (text.startsWith('{"event":"registered"')) resolve();
      else onText(text);
    });
  });
  socket.send(
    JSON.stringify({
      event: 'register',
      data: {
        userId: session.user.id,
        deviceType: 'web',
        platformInfo: 'bench',
        role: session.user.role ?? 'admin',
        accessToken: session.accessToken,
      },
    }),
  );
  await registered;
  return socket;
}
